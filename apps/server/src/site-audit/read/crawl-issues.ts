import type { CrawlComparison, CrawlIssueRowList, CrawlIssueSummary } from "@ranklens/shared";
import type { Kysely, RawBuilder } from "kysely";
import type { Database } from "../../db/schema";
import { notFound } from "../../errors";
import { issueTypeById } from "../site-checks";
import { HEALTH_SCORE_FORMULA } from "../site-checks/health-score";
import { type ComparedSegments, compareCrawls } from "./compare-crawls";
import { listCrawlIssues, summarizeCrawlIssues } from "./list-crawl-issues";

/**
 * The crawl's site issues as the API shows them: every check with its counts, and the health score
 * with its formula. With a segment the counts are of its pages; the score stays the crawl's.
 */
export async function crawlIssueSummary(
  db: Kysely<Database>,
  crawlId: string,
  segment?: RawBuilder<boolean>,
): Promise<CrawlIssueSummary> {
  const crawl = await db
    .selectFrom("crawls")
    .select(["health_score", "issues_computed_at"])
    .where("id", "=", crawlId)
    .executeTakeFirstOrThrow();
  return {
    crawlId,
    healthScore: crawl.health_score,
    healthScoreFormula: HEALTH_SCORE_FORMULA,
    computedAt: crawl.issues_computed_at,
    checks: await summarizeCrawlIssues(db, crawlId, undefined, segment),
  };
}

/** One check's rows, `limit` at a time; the cursor is the offset of the next row. */
export async function crawlIssueRows(
  db: Kysely<Database>,
  crawlId: string,
  checkId: string,
  page: { limit: number; cursor?: string },
  segment?: RawBuilder<boolean>,
): Promise<CrawlIssueRowList> {
  if (!issueTypeById(checkId)) throw notFound(`There is no site issue "${checkId}".`);
  const offset = page.cursor && /^\d+$/.test(page.cursor) ? Number(page.cursor) : 0;
  const { items, total } = await listCrawlIssues(
    db,
    crawlId,
    checkId,
    { limit: page.limit, offset },
    segment,
  );
  const next = offset + items.length;
  return { checkId, items, total, nextCursor: next < total ? String(next) : null };
}

/** What changed between two crawls of one site (the caller checked both are the workspace's and the same site's). */
export async function crawlComparison(
  db: Kysely<Database>,
  crawlId: string,
  otherCrawlId: string,
  segments?: ComparedSegments,
): Promise<CrawlComparison> {
  return { crawlId, otherCrawlId, ...(await compareCrawls(db, crawlId, otherCrawlId, { segments })) };
}
