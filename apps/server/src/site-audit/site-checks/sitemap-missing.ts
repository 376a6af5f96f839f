import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, SPIDER_ONLY } from "./site-check";

/**
 * url = the start URL, when no sitemap could be read: neither one named by robots.txt
 * (`Sitemap:` lines) nor `/sitemap.xml` answered 2xx with a sitemap or sitemap index in it, and
 * no crawled URL came from one; detail.tried counts the addresses tried.
 */
export default defineSiteCheck({
  id: "sitemap-missing",
  title: "No sitemap found",
  severity: "notice",
  description:
    "A sitemap tells search engines which pages exist and when they changed; without one they find pages only through links, and pages that few links reach are found late or not at all.",
  howToFix:
    "Publish an XML sitemap of your indexable pages (most CMSs generate one) at /sitemap.xml, and name it in robots.txt with a Sitemap: line.",
  affects: "url",
  columns: {
    url: "Site",
    related: null,
    detail: [{ key: "tried", label: "Sitemap addresses tried" }],
  },
  modes: SPIDER_ONLY,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT u.id AS url_id, NULL AS related_url_id,
               ${jsonObject(db, {
                 tried: sql`(SELECT count(*) FROM crawl_sitemaps s WHERE s.crawl_id = ${crawlId})`,
               })} AS detail
        FROM crawl_urls u
        WHERE u.crawl_id = ${crawlId} AND u.found_via = 'start'
          AND NOT EXISTS (
            SELECT 1 FROM crawl_sitemaps s
            WHERE s.crawl_id = ${crawlId} AND s.status >= 200 AND s.status < 300 AND s.kind IS NOT NULL
          )
          AND NOT EXISTS (SELECT 1 FROM crawl_urls m WHERE m.crawl_id = ${crawlId} AND m.in_sitemap = 1)
      `,
    );
  },
});
