import type { CrawlMode } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { computeClickDepths } from "./click-depths";
import type { CrawlRunDeps, CrawlRunResult } from "./crawl-run";
import { recordLinkScores } from "./record-link-scores";

/** States a run may work in; any other means someone (or the crawl itself) ended or paused it. */
export const RUNNABLE = new Set(["queued", "running"]);

export async function crawlState(db: Kysely<Database>, crawlId: string): Promise<string | undefined> {
  return (await db.selectFrom("crawls").select("state").where("id", "=", crawlId).executeTakeFirst())?.state;
}

/** What a run that finds the crawl no longer runnable reports. */
export function finishedResult(state: string | undefined): CrawlRunResult {
  return state === "paused" || state === "cancelled" || state === "failed" ? state : "completed";
}

/** The crawl is running from now (its first start time kept), unless it was paused or cancelled meanwhile. */
export async function markRunning(
  deps: CrawlRunDeps,
  crawlId: string,
  startedAt: string | null,
): Promise<void> {
  const now = deps.now().toISOString();
  await deps.db
    .updateTable("crawls")
    .set({ state: "running", started_at: startedAt ?? now, updated_at: now })
    .where("id", "=", crawlId)
    .where("state", "in", [...RUNNABLE])
    .execute();
}

/** Ends the crawl as failed with `reason` (shown to the user); a crawl paused or cancelled meanwhile stays so. */
export async function failCrawl(deps: CrawlRunDeps, crawlId: string, reason: string): Promise<void> {
  const at = deps.now().toISOString();
  await deps.db
    .updateTable("crawls")
    .set({ state: "failed", state_reason: reason, finished_at: at, updated_at: at })
    .where("id", "=", crawlId)
    .where("state", "=", "running")
    .execute();
}

/** Pauses the crawl because a host keeps failing, with `reason`; the user resumes it. */
export async function pauseForFailingHost(
  deps: CrawlRunDeps,
  crawlId: string,
  reason: string,
): Promise<void> {
  await deps.db
    .updateTable("crawls")
    .set({ state: "paused", state_reason: reason, updated_at: deps.now().toISOString() })
    .where("id", "=", crawlId)
    .where("state", "=", "running")
    .execute();
}

/**
 * Completes the crawl once: the run that moves it from running to finishing computes the exact
 * click depths, the link scores (a spider crawl) and the issues; a run that loses that race leaves
 * it to the winner.
 */
export async function finishCrawl(
  deps: CrawlRunDeps,
  crawlId: string,
  mode: CrawlMode,
): Promise<CrawlRunResult> {
  const won = await deps.db
    .updateTable("crawls")
    .set({ state: "finishing", updated_at: deps.now().toISOString() })
    .where("id", "=", crawlId)
    .where("state", "=", "running")
    .executeTakeFirst();
  if (Number(won.numUpdatedRows) !== 1) {
    const state = await crawlState(deps.db, crawlId);
    return state === "paused" || state === "cancelled" ? state : "completed";
  }
  // Click depth and link score measure the site's link graph: a list or sitemap crawl has only the
  // links among the URLs it was given, so both stay null (N/A) rather than mislead.
  if (mode === "spider") {
    await computeClickDepths(deps.db, deps.dialect, crawlId);
    await recordLinkScores(deps.db, crawlId);
  }
  await deps.computeIssues(crawlId);
  const finishedAt = deps.now().toISOString();
  await deps.db
    .updateTable("crawls")
    .set({ state: "completed", finished_at: finishedAt, updated_at: finishedAt })
    .where("id", "=", crawlId)
    .where("state", "=", "finishing")
    .execute();
  return "completed";
}

/**
 * Why the start URL itself may not be crawled, in words; null when it may. Only robots.txt can
 * refuse it before the first request (scope always admits the start URL): by its rules, or because
 * the file could not be fetched at all, which RFC 9309 reads as "disallow everything".
 */
export async function startRefusal(db: Kysely<Database>, crawlId: string): Promise<string | null> {
  const start = await db
    .selectFrom("crawl_urls")
    .select(["url", "skip_reason"])
    .where("crawl_id", "=", crawlId)
    .where("found_via", "=", "start")
    .executeTakeFirst();
  if (start?.skip_reason !== "robots") return null;
  const origin = new URL(start.url).origin;
  const host = await db
    .selectFrom("crawl_hosts")
    .select(["robots_status", "robots_error"])
    .where("crawl_id", "=", crawlId)
    .where("origin", "=", origin)
    .executeTakeFirst();
  if (host?.robots_status === null || (host?.robots_status ?? 0) >= 500) {
    const why = host?.robots_error ?? `it answered HTTP ${host?.robots_status}`;
    return `${origin}/robots.txt could not be read (${why}); robots.txt rules (RFC 9309) then keep crawlers off the whole site.`;
  }
  return `${origin}/robots.txt does not allow RankLens to crawl ${start.url}.`;
}
