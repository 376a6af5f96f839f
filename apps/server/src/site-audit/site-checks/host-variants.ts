import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, SPIDER_ONLY } from "./site-check";

/**
 * url = the start URL, once per twin address of its site (http/https, with or without www.) that
 * answers 2xx at an origin other than the one the start URL's own root ends at: the site is served
 * at two addresses instead of redirecting one to the other. detail.address is the twin tried,
 * detail.endsAt where it answered, detail.status its answer. Twins that do not answer at all (no
 * www. host, no https) are not findings.
 */
export default defineSiteCheck({
  id: "host-variants",
  title: "Site answers at more than one address",
  severity: "warning",
  description:
    "When http and https, or the www and bare host, both serve the pages instead of redirecting to one, search engines see two copies of every page, split the links between them and may show the wrong one.",
  howToFix:
    "Redirect every other address permanently (301) to the one you want indexed, page for page, and use that address in canonical links, sitemaps and internal links.",
  affects: "url",
  columns: {
    url: "Start URL",
    related: null,
    detail: [
      { key: "address", label: "Other address" },
      { key: "endsAt", label: "Answers at" },
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
        SELECT u.id AS url_id, NULL AS related_url_id,
               ${jsonObject(db, { address: sql`v.url`, endsAt: sql`v.final_origin`, status: sql`v.status` })} AS detail
        FROM crawl_start_variants v
        JOIN crawl_start_variants s ON s.crawl_id = v.crawl_id AND s.is_start = 1
        JOIN crawl_urls u ON u.crawl_id = v.crawl_id AND u.found_via = 'start'
        WHERE v.crawl_id = ${crawlId} AND v.is_start = 0
          AND v.status >= 200 AND v.status < 300
          AND s.status >= 200 AND s.status < 300
          AND v.final_origin <> s.final_origin
      `,
    );
  },
});
