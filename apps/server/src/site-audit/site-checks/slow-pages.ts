import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, num } from "./site-check";

/**
 * url = an HTML page whose full response took more than `maxTotalMs`, or whose first byte took
 * more than `maxTtfbMs` (measured by the crawler, so network distance counts too).
 */
export default defineSiteCheck({
  id: "slow-pages",
  title: "Slow pages",
  severity: "warning",
  description:
    "Slow server responses delay everything the visitor sees and limit how many pages search engines crawl per visit.",
  howToFix:
    "Find what makes the server slow for these pages (uncached rendering, slow queries, large documents) and cache or speed it up.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [
      { key: "totalMs", label: "Response time", format: "ms" },
      { key: "ttfbMs", label: "First byte", format: "ms" },
      { key: "maxTotalMs", label: "Threshold", format: "ms" },
    ],
  },
  defaultOptions: { maxTotalMs: 1000, maxTtfbMs: 600 },
  async run(db, crawlId, { maxTotalMs, maxTtfbMs }) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id, NULL AS related_url_id,
               ${jsonObject(db, {
                 totalMs: sql`p.total_ms`,
                 ttfbMs: sql`p.ttfb_ms`,
                 maxTotalMs: num(maxTotalMs),
                 maxTtfbMs: num(maxTtfbMs),
               })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.is_html = 1
          AND (p.total_ms > ${num(maxTotalMs)} OR p.ttfb_ms > ${num(maxTtfbMs)})
      `,
    );
  },
});
