import { type Kysely, sql } from "kysely";
import { dialectOf } from "../../db/dialect";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import { applyIssueRules } from "../issue-rules/apply-issue-rules";
import { severityOverrides } from "../issue-rules/issue-rule-row";
import { rulesOfCrawl } from "../issue-rules/site-rules";
import { type AnySiteCheck, ISSUE_TYPES, type IssueType, SITE_CHECKS } from ".";
import { countHealth, healthScore } from "./health-score";
import { PAGE_CHECK_ISSUES, type PageCheckIssue } from "./page-check-issues";
import { rollUpPageChecks } from "./roll-up-page-checks";
import { checkedIn, crawlKindOf } from "./site-check";

export interface RunSiteChecksOptions {
  /** The checks to run (all of them by default). */
  checks?: readonly AnySiteCheck[];
  /** The page checks to roll up across the site (all of them by default). */
  pageCheckIssues?: readonly PageCheckIssue[];
  /** Per check id, options over the check's defaults (thresholds). */
  options?: Record<string, Record<string, unknown>>;
  now?: () => Date;
}

export interface SiteChecksResult {
  healthScore: number | null;
  /** Issue rows written, per check id. */
  counts: Record<string, number>;
}

/** The first key of PostgreSQL's two-key advisory locks that serialise issue runs ("RLsc"). */
const ISSUES_LOCK_NAMESPACE = 0x524c7363;

/**
 * Recomputes a crawl's site issues and health score in one transaction: deletes its issue rows,
 * runs every site check, rolls up the pages' failed page checks, counts the score and stamps
 * `crawls.health_score` and `issues_computed_at`.
 * Readers see the old issues or the new ones, never a mix. Safe while the crawl runs (a refresh:
 * checks see the pages recorded so far; unfetched URLs are not judged) and again at its end.
 *
 * Two runs for one crawl at once would both delete and then both insert: `lockCrawlIssues` makes
 * the second wait (READ COMMITTED: it then sees the first one's rows and deletes them). The site's
 * issue rules are applied last: ignored rows are kept, marked, and left out of the score.
 */
export async function runSiteChecks(
  db: Kysely<Database>,
  crawlId: string,
  {
    checks = SITE_CHECKS,
    pageCheckIssues = PAGE_CHECK_ISSUES,
    options = {},
    now = () => new Date(),
  }: RunSiteChecksOptions = {},
): Promise<SiteChecksResult> {
  return inTransaction(db, async (trx) => {
    await lockCrawlIssues(trx, crawlId);
    await withoutJit(trx);
    await trx.deleteFrom("crawl_issues").where("crawl_id", "=", crawlId).execute();
    const kind = await crawlKindOf(trx, crawlId);
    for (const check of checks) {
      if (!checkedIn(check, kind)) continue;
      await check.run(trx, crawlId, { ...check.defaultOptions, ...options[check.id] });
    }
    await rollUpPageChecks(trx, crawlId, pageCheckIssues);
    const rows = await trx
      .selectFrom("crawl_issues")
      .select(["check_id", (eb) => eb.fn.countAll<number | string>().as("rows")])
      .where("crawl_id", "=", crawlId)
      .groupBy("check_id")
      .execute();
    const counts = Object.fromEntries(rows.map((row) => [row.check_id, Number(row.rows)]));
    const score = await applyRulesAndScore(trx, crawlId, [...checks, ...pageCheckIssues]);
    await trx
      .updateTable("crawls")
      .set({ health_score: score, issues_computed_at: now().toISOString() })
      .where("id", "=", crawlId)
      .execute();
    return { healthScore: score, counts };
  });
}

/**
 * Re-reads a crawl's issues with its site's rules as they are now (a rule was added or deleted):
 * which rows are ignored, and the health score. The issues themselves are not recomputed.
 */
export async function reapplyIssueRules(
  db: Kysely<Database>,
  crawlId: string,
  types: readonly IssueType[] = ISSUE_TYPES,
): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    await lockCrawlIssues(trx, crawlId);
    const score = await applyRulesAndScore(trx, crawlId, types);
    await trx.updateTable("crawls").set({ health_score: score }).where("id", "=", crawlId).execute();
    return score;
  });
}

/** Marks the rows the site's rules ignore, and scores what is left with the site's severities. */
async function applyRulesAndScore(
  trx: Kysely<Database>,
  crawlId: string,
  types: readonly IssueType[],
): Promise<number | null> {
  const rules = await rulesOfCrawl(trx, crawlId);
  await applyIssueRules(trx, crawlId, rules);
  const overrides = severityOverrides(rules);
  const effective = types.map((type) => ({ ...type, severity: overrides.get(type.id) ?? type.severity }));
  return healthScore(await countHealth(trx, crawlId, effective));
}

/**
 * Serialises the writers of one crawl's issue rows. PostgreSQL: a transaction-scoped advisory lock
 * keyed by the crawl (the second writer waits, then sees the first one's rows); SQLite has a
 * single writer already.
 */
async function lockCrawlIssues(trx: Kysely<Database>, crawlId: string): Promise<void> {
  if (dialectOf(trx) !== "postgres") return;
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(ISSUES_LOCK_NAMESPACE)}, ${sql.lit(lockKey(crawlId))})`.execute(
    trx,
  );
}

/**
 * PostgreSQL compiles a statement whose estimated cost passes `jit_above_cost` to machine code
 * first. The checks' correlated subqueries are estimated far above what they cost: on a 300-page
 * crawl two of them spent 14 and 27 ms compiling for a few ms of work, a sixth of the whole run
 * (pg_stat_statements' jit_* columns). Off for this transaction only.
 */
async function withoutJit(trx: Kysely<Database>): Promise<void> {
  if (dialectOf(trx) !== "postgres") return;
  await sql`SET LOCAL jit = off`.execute(trx);
}

/** A signed 32-bit key from the crawl id (FNV-1a): collisions only make two crawls wait for each other. */
function lockKey(crawlId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < crawlId.length; i++) {
    hash = Math.imul(hash ^ crawlId.charCodeAt(i), 0x01000193);
  }
  return hash | 0;
}
