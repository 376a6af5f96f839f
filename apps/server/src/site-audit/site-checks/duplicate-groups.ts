import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema";
import { jsonObject } from "./site-check";

/**
 * Indexable HTML pages of the crawl that share `hashColumn` with at least one other such page:
 * one row per page (url = the page, related = the group's first page by id, or its second page
 * for the first page itself), detail = the group key (`hash`), the shared text and the group size.
 * Pages that are not indexable (noindex, canonicalised elsewhere, errors) are not duplicates a
 * search engine has to choose between. Main text counts only when there is some (an empty text
 * would make every empty page a duplicate of every other).
 */
export function duplicateGroups(
  db: Kysely<Database>,
  crawlId: string,
  hashColumn: "title_hash" | "description_hash" | "h1_hash" | "text_hash",
  textColumn: "title" | "description" | "h1" | null,
): RawBuilder<unknown> {
  const hash = sql.ref(`p.${hashColumn}`);
  const hasText = hashColumn === "text_hash" ? sql`AND coalesce(p.word_count, 1) > 0` : sql``;
  return sql`
    SELECT g.url_id,
           CASE WHEN g.url_id = g.first_id THEN g.second_id ELSE g.first_id END AS related_url_id,
           ${jsonObject(db, { hash: sql`g.hash`, text: sql`g.text`, pages: sql`g.pages` })} AS detail
    FROM (
      SELECT p.url_id, ${hash} AS hash, ${textColumn ? sql.ref(`p.${textColumn}`) : sql`NULL`} AS text,
             count(*) OVER same AS pages,
             first_value(p.url_id) OVER same AS first_id,
             nth_value(p.url_id, 2) OVER same AS second_id
      FROM crawl_pages p
      WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.indexable = 1 AND ${hash} IS NOT NULL ${hasText}
      WINDOW same AS (PARTITION BY ${hash} ORDER BY p.url_id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
    ) g
    WHERE g.pages >= 2
  `;
}
