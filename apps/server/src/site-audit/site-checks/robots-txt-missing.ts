import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/**
 * url = the start URL, or the first crawled URL of another host the crawl fetched pages from,
 * whose robots.txt answered 4xx; detail.robotsTxt is the file's URL, detail.status its answer.
 * (A robots.txt that cannot be read at all stops the crawl at its start: the crawl says why.)
 */
export default defineSiteCheck({
  id: "robots-txt-missing",
  title: "robots.txt missing",
  severity: "notice",
  description:
    "Without a robots.txt every crawler may fetch everything, and there is no place to point search engines at your sitemap. Most sites want one, even an empty one with a Sitemap: line.",
  howToFix:
    "Serve /robots.txt with a 200: the paths crawlers should leave alone (search results, carts, admin) and a Sitemap: line with your sitemap's address.",
  affects: "url",
  columns: {
    url: "Site",
    related: null,
    detail: [
      { key: "robotsTxt", label: "robots.txt" },
      { key: "status", label: "Status" },
    ],
  },
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT first.url_id, NULL AS related_url_id,
               ${jsonObject(db, { robotsTxt: sql`first.origin || '/robots.txt'`, status: sql`first.robots_status` })} AS detail
        FROM (
          SELECT h.origin, h.robots_status,
                 (
                   SELECT min(u.id) FROM crawl_urls u JOIN crawl_pages p ON p.url_id = u.id
                   WHERE u.crawl_id = h.crawl_id AND u.is_resource = 0
                     AND substr(u.url, 1, length(h.origin) + 1) = h.origin || '/'
                 ) AS url_id
          FROM crawl_hosts h
          WHERE h.crawl_id = ${crawlId} AND h.robots_status >= 400 AND h.robots_status < 500
        ) first
        -- A host without a fetched page of its own (a CDN, a robots.txt read for a redirect) is not the site's.
        WHERE first.url_id IS NOT NULL
      `,
    );
  },
});
