import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema";
import type { AnySiteCheck } from ".";

/** How much a page with warnings (and no errors) costs, as a share of a page with errors. */
export const WARNING_WEIGHT = 0.25;

/**
 * The site health score, stated for people (the API and screens show it next to the number).
 * Like Ahrefs' and Semrush's health, it is the share of crawled pages without errors; warnings
 * cost a quarter as much, so they can take at most 25 points off and never outweigh errors.
 */
export const HEALTH_SCORE_FORMULA =
  "Health = 100 × (P − E − W ÷ 4) ÷ P, rounded: P = crawled pages (every fetched URL that is not an image, script, stylesheet or PDF, whatever its status), E = those pages affected by at least one error-severity issue, W = those affected by warnings but no error. Notices do not count. A page is affected when an issue names it (a broken link counts against the broken URL and the page linking to it). No crawled pages: no score.";

export interface HealthCounts {
  pages: number;
  withErrors: number;
  /** Pages with warnings and no errors. */
  withWarningsOnly: number;
}

/** The score of `HEALTH_SCORE_FORMULA`; null when nothing was crawled. */
export function healthScore({ pages, withErrors, withWarningsOnly }: HealthCounts): number | null {
  if (pages === 0) return null;
  return Math.round((100 * (pages - withErrors - WARNING_WEIGHT * withWarningsOnly)) / pages);
}

/** `(a, b, c)` for `IN`, or `(NULL)` (matches nothing) when empty: `IN ()` is invalid SQL. */
function inList(values: string[]): RawBuilder<unknown> {
  return values.length === 0 ? sql`(NULL)` : sql`(${sql.join(values)})`;
}

/**
 * Counts the crawl's pages for the score from its stored issues: each issue names up to two URLs,
 * and a check's `affects` says which of them count; a page's worst severity decides.
 */
export async function countHealth(
  db: Kysely<Database>,
  crawlId: string,
  checks: readonly AnySiteCheck[],
): Promise<HealthCounts> {
  const ids = (severity: string, column: "url" | "related") =>
    checks
      .filter(
        (check) => check.severity === severity && (check.affects === column || check.affects === "both"),
      )
      .map((check) => check.id);
  const byColumn = (column: "url" | "related") => {
    const errors = ids("error", column);
    const counted = [...errors, ...ids("warning", column)];
    const ref = sql.ref(column === "url" ? "i.url_id" : "i.related_url_id");
    return sql`
      SELECT ${ref} AS page_id, CASE WHEN i.check_id IN ${inList(errors)} THEN 2 ELSE 1 END AS weight
      FROM crawl_issues i
      WHERE i.crawl_id = ${crawlId} AND i.check_id IN ${inList(counted)} AND ${ref} IS NOT NULL
    `;
  };
  const result = await sql<{
    pages: number | string;
    errors: number | string | null;
    warnings: number | string | null;
  }>`
    SELECT count(*) AS pages,
           sum(CASE WHEN f.worst = 2 THEN 1 ELSE 0 END) AS errors,
           sum(CASE WHEN f.worst = 1 THEN 1 ELSE 0 END) AS warnings
    FROM crawl_urls u
    JOIN crawl_pages p ON p.url_id = u.id
    LEFT JOIN (
      SELECT a.page_id, max(a.weight) AS worst
      FROM (${byColumn("url")} UNION ALL ${byColumn("related")}) a
      GROUP BY a.page_id
    ) f ON f.page_id = u.id
    WHERE u.crawl_id = ${crawlId} AND u.is_resource = 0
  `.execute(db);
  const row = result.rows[0];
  return {
    pages: Number(row?.pages ?? 0),
    withErrors: Number(row?.errors ?? 0),
    withWarningsOnly: Number(row?.warnings ?? 0),
  };
}
