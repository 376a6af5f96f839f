import { type RawBuilder, sql } from "kysely";

/**
 * HTML pages (2xx) whose canonical link names another URL of the crawl that was fetched:
 * `p` the page, `t` the canonical target's crawl_pages row. A canonical to an external or
 * unfetched URL is not judged (nothing is known about it); a self-canonical is fine.
 */
export function canonicalisedPages(crawlId: string, condition: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    FROM crawl_pages p
    JOIN crawl_pages t ON t.url_id = p.canonical_url_id
    WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.status >= 200 AND p.status < 300
      AND p.canonical_url_id <> p.url_id AND ${condition}
  `;
}
