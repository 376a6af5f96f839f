import type { IssueColumns } from "@ranklens/shared";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema";
import { severityOverrides } from "../issue-rules/issue-rule-row";
import { rulesOfCrawl } from "../issue-rules/site-rules";
import { urlInSegment } from "../segments/url-in-segment";
import {
  crawlKindOf,
  ISSUE_TYPES,
  type IssueType,
  issueTypeById,
  notCheckedBecause,
  type SiteCheckSeverity,
} from "../site-checks";

export interface CrawlIssueSummary {
  id: string;
  title: string;
  /** As the site's rules set it. */
  severity: SiteCheckSeverity;
  defaultSeverity: SiteCheckSeverity;
  description: string;
  howToFix: string;
  columns: IssueColumns;
  /** Issue rows (a broken URL linked from 3 pages is 3 rows). */
  count: number;
  /** Distinct affected URLs (that broken URL once). */
  urls: number;
  /** Rows the site's rules ignore (left out of `count` and `urls`). */
  ignored: number;
  /** False: the crawl cannot see what the check judges (a list crawl and broken links; a raw crawl and rendering). */
  checked: boolean;
  notCheckedBecause: "exact-crawl" | "not-rendered" | null;
}

/**
 * Every kind of site issue with its counts for the crawl, in display order (those not found count
 * 0), read with the site's rules: ignored rows counted apart, severities as the site sets them.
 */
export async function summarizeCrawlIssues(
  db: Kysely<Database>,
  crawlId: string,
  checks: readonly IssueType[] = ISSUE_TYPES,
  segment?: RawBuilder<boolean>,
): Promise<CrawlIssueSummary[]> {
  // One pass: rows no rule ignores (and their distinct URLs), and the ignored ones apart.
  const rows = await db
    .selectFrom("crawl_issues")
    .select([
      "check_id",
      sql<number | string>`sum(CASE WHEN ignored_by IS NULL THEN 1 ELSE 0 END)`.as("count"),
      sql<number | string>`count(DISTINCT CASE WHEN ignored_by IS NULL THEN url_id END)`.as("urls"),
      sql<number | string>`sum(CASE WHEN ignored_by IS NULL THEN 0 ELSE 1 END)`.as("ignored"),
    ])
    .where("crawl_id", "=", crawlId)
    .where(urlInSegment(sql.ref("crawl_issues.url_id"), segment))
    .groupBy("check_id")
    .execute();
  const byCheck = new Map(rows.map((row) => [row.check_id, row]));
  const overrides = severityOverrides(await rulesOfCrawl(db, crawlId));
  const kind = await crawlKindOf(db, crawlId);
  return checks.map((check) => {
    const row = byCheck.get(check.id);
    const unchecked = notCheckedBecause(check, kind);
    return {
      id: check.id,
      title: check.title,
      severity: overrides.get(check.id) ?? check.severity,
      defaultSeverity: check.severity,
      description: check.description,
      howToFix: check.howToFix,
      columns: check.columns,
      count: Number(row?.count ?? 0),
      urls: Number(row?.urls ?? 0),
      ignored: Number(row?.ignored ?? 0),
      checked: unchecked === null,
      notCheckedBecause: unchecked,
    };
  });
}

export interface CrawlIssueRow {
  url: string;
  /** The other URL of the finding (linking page, canonical, redirect target…), if any. */
  relatedUrl: string | null;
  detail: Record<string, unknown> | null;
}

/**
 * One check's issue rows for a crawl that no site rule ignores, by URL then related URL, a page at a time. Unknown check ids
 * throw (the API turns them into 404 before calling).
 */
export async function listCrawlIssues(
  db: Kysely<Database>,
  crawlId: string,
  checkId: string,
  page: { limit: number; offset: number },
  segment?: RawBuilder<boolean>,
): Promise<{ items: CrawlIssueRow[]; total: number }> {
  if (!issueTypeById(checkId)) throw new Error(`unknown site issue: ${checkId}`);
  const rows = await db
    .selectFrom("crawl_issues as i")
    .innerJoin("crawl_urls as u", "u.id", "i.url_id")
    .leftJoin("crawl_urls as r", "r.id", "i.related_url_id")
    .select(["u.url as url", "r.url as related_url", "i.detail"])
    .where("i.crawl_id", "=", crawlId)
    .where("i.check_id", "=", checkId)
    .where("i.ignored_by", "is", null)
    .where(urlInSegment(sql.ref("i.url_id"), segment))
    .orderBy("u.url")
    // Missing related URLs first on both databases (PostgreSQL would sort NULL last).
    .orderBy(sql`coalesce(r.url, '')`)
    .orderBy("i.detail")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom("crawl_issues")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("crawl_id", "=", crawlId)
    .where("check_id", "=", checkId)
    .where("ignored_by", "is", null)
    .where(urlInSegment(sql.ref("crawl_issues.url_id"), segment))
    .executeTakeFirstOrThrow();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      url: row.url,
      relatedUrl: row.related_url,
      detail: row.detail === null ? null : (JSON.parse(row.detail) as Record<string, unknown>),
    })),
  };
}
