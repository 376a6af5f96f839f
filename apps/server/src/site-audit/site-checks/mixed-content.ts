import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/** url = an HTTPS page that loads subresources over plain http (detail.count = how many). */
export default defineSiteCheck({
  id: "mixed-content",
  title: "Mixed content",
  severity: "warning",
  description:
    "Browsers block scripts, styles and frames loaded over http on an https page and upgrade or flag images and media, which can break the page and its padlock.",
  howToFix: "Load every resource over https (most hosts serve the same file there), or host it yourself.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [{ key: "count", label: "Insecure resources" }],
  },
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id, NULL AS related_url_id, ${jsonObject(db, { count: sql`p.mixed_content` })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.mixed_content > 0
      `,
    );
  },
});
