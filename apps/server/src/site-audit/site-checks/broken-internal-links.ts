import { sql } from "kysely";
import { defineSiteCheck, insertIssues, isBroken, jsonObject, linksTo, SPIDER_ONLY } from "./site-check";

/** url = the broken target, related = the page linking to it; one row per (page, target). */
export default defineSiteCheck({
  id: "broken-internal-links",
  title: "Broken internal links",
  severity: "error",
  description:
    "Links to pages or files that answer with an error (4xx, 5xx) or not at all send visitors to a dead end and waste crawl budget on URLs that cannot rank.",
  howToFix:
    "Point each link at a working URL, or restore the missing page (or redirect it to its replacement) when many pages link to it.",
  affects: "both",
  columns: {
    url: "Broken URL",
    related: "Source page",
    detail: [
      { key: "status", label: "Status" },
      { key: "error", label: "Error" },
      { key: "anchor", label: "Anchor text" },
    ],
  },
  modes: SPIDER_ONLY,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT l.target_id AS url_id, l.source_id AS related_url_id,
               ${jsonObject(db, { anchor: sql`l.anchor`, status: sql`p.status`, error: sql`p.error_code` })} AS detail
        FROM (${linksTo(crawlId, isBroken("t"))}) l
        JOIN crawl_pages p ON p.url_id = l.target_id
      `,
    );
  },
});
