import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, SPIDER_ONLY } from "./site-check";

/**
 * url = a page with an hreflang annotation to a fetched URL that did not answer 200 (related =
 * that URL; detail.status is null when it gave no answer). One row per (page, target).
 */
export default defineSiteCheck({
  id: "hreflang-to-non-200",
  title: "hreflang points to a redirect or error",
  severity: "warning",
  description:
    "hreflang alternates must be the final, indexable URLs; search engines ignore annotations that point at redirects, errors or unreachable URLs.",
  howToFix: "Point each hreflang link at the working, final URL of the alternate page.",
  affects: "url",
  columns: {
    url: "Page",
    related: "Alternate",
    detail: [
      { key: "lang", label: "Language code" },
      { key: "status", label: "Status" },
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
        SELECT h.page_url_id AS url_id, h.target_url_id AS related_url_id,
               ${jsonObject(db, { lang: sql`min(h.lang)`, status: sql`min(t.status)` })} AS detail
        FROM crawl_hreflang h
        JOIN crawl_pages t ON t.url_id = h.target_url_id
        WHERE h.crawl_id = ${crawlId} AND (t.status IS NULL OR t.status <> 200)
        GROUP BY h.page_url_id, h.target_url_id
      `,
    );
  },
});
