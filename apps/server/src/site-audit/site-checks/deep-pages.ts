import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, num, SPIDER_ONLY } from "./site-check";

/** url = an HTML page that answered 2xx and takes more than `maxDepth` clicks from the start URL. */
export default defineSiteCheck({
  id: "deep-pages",
  title: "Pages too many clicks from the start page",
  severity: "notice",
  description:
    "Pages buried deep in the click path get fewer visitors and less link signal, and crawlers reach them later or not at all.",
  howToFix:
    "Link to important deep pages from higher-level pages (category pages, hubs, the navigation) so they are at most three clicks from the home page.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [
      { key: "depth", label: "Clicks from start" },
      { key: "maxDepth", label: "Threshold" },
    ],
  },
  modes: SPIDER_ONLY,
  defaultOptions: { maxDepth: 3 },
  async run(db, crawlId, { maxDepth }) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT u.id AS url_id, NULL AS related_url_id,
               ${jsonObject(db, { depth: sql`u.depth`, maxDepth: num(maxDepth) })} AS detail
        FROM crawl_urls u
        JOIN crawl_pages p ON p.url_id = u.id
        WHERE u.crawl_id = ${crawlId} AND u.depth > ${num(maxDepth)}
          AND p.is_html = 1 AND p.status >= 200 AND p.status < 300
      `,
    );
  },
});
