import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/** url = an HTML page that could not be rendered; its analysis is the raw HTML's. */
export default defineSiteCheck({
  id: "render-failed",
  title: "Pages that could not be rendered",
  severity: "warning",
  description:
    "Chromium could not build these pages within the time limit, or their DOM grew too large: their figures here are those of the HTML as sent. A search engine's renderer has limits too, and may give up on the same pages.",
  howToFix:
    "Open the page and look for scripts that never finish (endless loops, requests that never answer) or a DOM that keeps growing; a page that needs more than 15 seconds to render is slow for users too.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [{ key: "reason", label: "Why" }],
  },
  needsRendering: true,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id, NULL AS related_url_id, ${jsonObject(db, { reason: sql`p.render_error` })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.render_error IS NOT NULL
      `,
    );
  },
});
