import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import type { IssueType, SiteCheckSeverity } from ".";
import { inList } from "./site-check";

/**
 * What one kind of issue costs, as a share of the score left: `base` for being there at all,
 * plus `spread` times the share of crawled pages it affects. An error's base alone keeps a site
 * out of the top band (90 and above: HEALTH_BANDS in @ranklens/shared), as a professional expects
 * of any broken link; the most widespread notice costs 2 %.
 */
export const ISSUE_COST: Readonly<Record<SiteCheckSeverity, { base: number; spread: number }>> = {
  error: { base: 0.12, spread: 0.18 },
  warning: { base: 0.03, spread: 0.07 },
  notice: { base: 0.005, spread: 0.015 },
};

/** The site health score, stated for people (the API and screens show it next to the number). */
export const HEALTH_SCORE_FORMULA =
  "Health starts at 100, and each kind of issue the crawl found takes off a share of what is left: an error 12 % + 18 % × s, a warning 3 % + 7 % × s, a notice 0.5 % + 1.5 % × s, where s is the share of crawled pages the issue affects (crawled pages: every fetched URL that is not an image, script, stylesheet or PDF, whatever its status; a broken link affects the broken URL and the page linking to it). Health = 100 × the product of (1 − cost), rounded. So one error keeps a site below 90, an error on every page alone leaves 70, and a hundred notices on every page leave 13. Bands: 90–100 Good, 70–89 Needs work, below 70 Poor. No crawled pages: no score.";

/** One kind of issue the crawl found: its severity and how many crawled pages it affects. */
export interface IssueReach {
  severity: SiteCheckSeverity;
  pages: number;
}

export interface HealthCounts {
  /** Crawled pages (P). */
  pages: number;
  /** Every kind of issue with at least one row. */
  found: IssueReach[];
}

/** The score of `HEALTH_SCORE_FORMULA`; null when nothing was crawled. */
export function healthScore({ pages, found }: HealthCounts): number | null {
  if (pages === 0) return null;
  let left = 1;
  for (const { severity, pages: affected } of found) {
    const { base, spread } = ISSUE_COST[severity];
    left *= 1 - (base + spread * Math.min(1, affected / pages));
  }
  return Math.round(100 * left);
}

/**
 * Counts the crawl's pages and, per kind of issue with rows, the crawled pages it affects: each
 * row names up to two URLs, and the type's `affects` says which of them count. Rows a site rule
 * ignores do not count; `types` carry the site's severities.
 */
export async function countHealth(
  db: Kysely<Database>,
  crawlId: string,
  types: readonly IssueType[],
): Promise<HealthCounts> {
  const ids = (column: "url" | "related") =>
    inList(types.filter((t) => t.affects === column || t.affects === "both").map((t) => t.id));
  const { rows } = await sql<{ check_id: string; affected: number | string }>`
    SELECT a.check_id, count(DISTINCT a.page_id) AS affected
    FROM (
      SELECT i.check_id, i.url_id AS page_id FROM crawl_issues i
      WHERE i.crawl_id = ${crawlId} AND i.check_id IN ${ids("url")} AND i.ignored_by IS NULL
      UNION ALL
      SELECT i.check_id, i.related_url_id AS page_id FROM crawl_issues i
      WHERE i.crawl_id = ${crawlId} AND i.check_id IN ${ids("related")} AND i.related_url_id IS NOT NULL
        AND i.ignored_by IS NULL
    ) a
    JOIN crawl_urls u ON u.id = a.page_id AND u.is_resource = 0
    JOIN crawl_pages p ON p.url_id = u.id
    GROUP BY a.check_id
  `.execute(db);
  const present = await db
    .selectFrom("crawl_issues")
    .select("check_id")
    .distinct()
    .where("crawl_id", "=", crawlId)
    .where("ignored_by", "is", null)
    .execute();
  const pages = await sql<{ pages: number | string }>`
    SELECT count(*) AS pages FROM crawl_urls u JOIN crawl_pages p ON p.url_id = u.id
    WHERE u.crawl_id = ${crawlId} AND u.is_resource = 0
  `.execute(db);
  const affected = new Map(rows.map((row) => [row.check_id, Number(row.affected)]));
  const byId = new Map(types.map((type) => [type.id, type]));
  // Every kind with rows counts, even one whose rows name no crawled page (its base cost).
  const found = present.flatMap(({ check_id }) => {
    const type = byId.get(check_id);
    return type ? [{ severity: type.severity, pages: affected.get(check_id) ?? 0 }] : [];
  });
  return { pages: Number(pages.rows[0]?.pages ?? 0), found };
}
