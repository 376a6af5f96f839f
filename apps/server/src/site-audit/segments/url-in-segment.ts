import { type RawBuilder, sql } from "kysely";

/**
 * Whether the URL of `urlId` (a column of the outer query: an issue row's URL, a compared page) is
 * a page of the segment: the segment's condition over that URL's own `p` and `u` rows. Those names
 * shadow the outer query's: `urlId` must not be a column of an outer `p` or `u` (it would read the
 * inner row, and hold for any page of the segment). Always true without a segment.
 */
export function urlInSegment(
  urlId: RawBuilder<unknown>,
  segment: RawBuilder<boolean> | undefined,
): RawBuilder<boolean> {
  if (!segment) return sql<boolean>`1 = 1`;
  return sql<boolean>`EXISTS (SELECT 1 FROM crawl_pages p JOIN crawl_urls u ON u.id = p.url_id WHERE p.url_id = ${urlId} AND ${segment})`;
}
