import { type RawBuilder, sql } from "kysely";
import { REDIRECT_STATUSES } from "./site-check";

/**
 * Every redirect of the crawl followed hop by hop (the crawler stores each hop as its own URL,
 * linked by `redirect_url_id`): one row per (start, hop reached), with the hop count, the ids
 * visited before (`,1,7,`) and whether the hop returned to one of them. A walk stops at a URL that
 * does not redirect (or was not fetched), at a loop, or after `maxHops`.
 *
 * The result has one row per start: where its walk ended (`at_id`), the hops, and `looped` = 1 for
 * a loop. A last hop out of the crawl's scope (a redirect to another host has no crawl_urls row)
 * counts as a hop: `at_id` is then the last URL in scope.
 */
export function redirectWalks(crawlId: string, maxHops: number): RawBuilder<unknown> {
  return sql`
    WITH RECURSIVE walk (start_id, at_id, hops, path, looped) AS (
      SELECT p.url_id, p.redirect_url_id, 1, ',' || cast(p.url_id as text) || ',',
             CASE WHEN p.redirect_url_id = p.url_id THEN 1 ELSE 0 END
      FROM crawl_pages p
      WHERE p.crawl_id = ${crawlId} AND p.status IN ${REDIRECT_STATUSES} AND p.redirect_url_id IS NOT NULL
      UNION ALL
      SELECT w.start_id, p.redirect_url_id, w.hops + 1, w.path || cast(w.at_id as text) || ',',
             CASE WHEN w.path || cast(w.at_id as text) || ',' LIKE '%,' || cast(p.redirect_url_id as text) || ',%'
                  THEN 1 ELSE 0 END
      FROM walk w
      JOIN crawl_pages p ON p.url_id = w.at_id
      WHERE w.looped = 0 AND w.hops < ${sql.lit(maxHops)}
        AND p.status IN ${REDIRECT_STATUSES} AND p.redirect_url_id IS NOT NULL
    )
    SELECT w.start_id, w.at_id, w.looped,
           w.hops + CASE WHEN e.status IN ${REDIRECT_STATUSES} AND e.redirect_url_id IS NULL
                          AND e.redirect_target IS NOT NULL THEN 1 ELSE 0 END AS hops
    FROM walk w
    LEFT JOIN crawl_pages e ON e.url_id = w.at_id AND w.looped = 0
    WHERE w.looped = 1 OR w.hops >= ${sql.lit(maxHops)} OR NOT EXISTS (
      SELECT 1 FROM crawl_pages n
      WHERE n.url_id = w.at_id AND n.status IN ${REDIRECT_STATUSES} AND n.redirect_url_id IS NOT NULL
    )
  `;
}
