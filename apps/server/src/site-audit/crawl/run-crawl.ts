import { randomUUID } from "node:crypto";
import { type CrawlFetcherOptions, createCrawlFetcher } from "@ranklens/engine";
import { createCrawlScope, createUrlNormalizer, PolitenessClock } from "@ranklens/engine/site";
import { isPatternError } from "@ranklens/patterns";
import type { Kysely } from "kysely";
import type { DialectName } from "../../db/dialect";
import type { Database } from "../../db/schema";
import type { AdmissionRules } from "./admit-urls";
import { computeClickDepths } from "./click-depths";
import { isCrawlFailure } from "./crawl-failure";
import { crawlUserAgent, parseCrawlSettings } from "./crawl-settings";
import {
  type ClaimedUrl,
  claimUrls,
  extendClaims,
  frontierCounts,
  releaseClaims,
  requeueUrl,
} from "./frontier";
import { GuardedScope, type ScopeGuardLimits } from "./guarded-scope";
import { KnownUrls } from "./known-urls";
import { previousPage } from "./previous-page";
import { ClaimLostError, recordPage } from "./record-page";
import { RobotsBook } from "./robots-book";
import { seedCrawl } from "./seed-crawl";
import { MAX_URL_ATTEMPTS, type Visit, visitUrl } from "./visit-url";

/** How long a worker holds claimed URLs without renewing them: past it, another worker takes them. */
export const CLAIM_MS = 2 * 60_000;

export interface CrawlRunDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The clock for stored times (tests move it); politeness spacing uses real time. */
  now(): Date;
  publicUrl: string;
  /** Fetcher settings the deployment decides (private networks, resolver, dial log, timeouts). */
  fetch: Omit<CrawlFetcherOptions, "userAgent" | "connectionsPerOrigin">;
  /** Computes the crawl's site issues and health score (at the end, and now and then while it runs). */
  computeIssues(crawlId: string): Promise<void>;
}

export interface CrawlProgress {
  crawlId: string;
  done: number;
  queued: number;
  claimed: number;
  skipped: number;
  pagesPerSecond: number | null;
}

export interface RunCrawlOptions {
  crawlId: string;
  /** Aborted: stop claiming, finish what is in flight, give the rest back. */
  signal?: AbortSignal;
  /** Workers sharing this crawl: each takes its share of the per-host rate. */
  shards?: number;
  /** No other process works on this crawl (the CLI): claims a killed run left are taken back at once. */
  exclusive?: boolean;
  /** Overrides of the stored politeness (the CLI's `--rate`, loopback benchmarks); not stored. */
  politeness?: { ratePerSecond?: number; concurrency?: number };
  onProgress?(progress: CrawlProgress): void | Promise<void>;
  /** Called once the frontier is seeded (the first shard starts the others then). */
  onSeeded?(): Promise<void>;
  /** How often progress is reported (and claims renewed); 1 s by default. */
  progressEveryMs?: number;
  /** How often site issues are refreshed while the crawl runs; never when absent. */
  refreshIssuesEveryMs?: number;
  /**
   * Asked at every progress report: true ends the run ("yielded") with what is in flight recorded
   * and the rest left in the frontier, so that the crawl's slot goes to a waiting crawl.
   */
  shouldYield?(): Promise<boolean>;
  /** The CPU guard's limits on judging URLs against the patterns (tests lower them). */
  scopeLimits?: ScopeGuardLimits;
}

/**
 * How a run ended: the crawl finished, a person or the crawl itself paused or cancelled it, this
 * worker stopped, or the run gave its slot to waiting crawls (`shouldYield`) and resumes later.
 */
export type CrawlRunResult = "completed" | "paused" | "cancelled" | "stopped" | "failed" | "yielded";

const RUNNABLE = new Set(["queued", "running"]);

/**
 * Works on a crawl until its frontier is empty, it is paused or cancelled, or `signal` stops this
 * worker. Any number of runs (processes) may share a crawl: they claim URLs in batches from the
 * frontier table; the first to find it empty computes the site issues and completes the crawl.
 */
export async function runCrawl(deps: CrawlRunDeps, options: RunCrawlOptions): Promise<CrawlRunResult> {
  const { db, dialect, crawlId } = { ...deps, crawlId: options.crawlId };
  const crawl = await db
    .selectFrom("crawls")
    .innerJoin("sites", "sites.id", "crawls.site_id")
    .select([
      "crawls.state",
      "crawls.settings",
      "crawls.started_at",
      "crawls.previous_crawl_id",
      "sites.start_url",
    ])
    .where("crawls.id", "=", crawlId)
    .executeTakeFirst();
  if (!crawl) throw new Error(`Crawl ${crawlId} does not exist.`);
  if (!RUNNABLE.has(crawl.state)) return finishedResult(crawl.state);
  const settings = parseCrawlSettings(crawl.settings);
  const startedAt = deps.now().toISOString();
  await db
    .updateTable("crawls")
    .set({ state: "running", started_at: crawl.started_at ?? startedAt, updated_at: startedAt })
    .where("id", "=", crawlId)
    .where("state", "in", ["queued", "running"])
    .execute();

  const startUrl = crawl.start_url;
  const userAgent = crawlUserAgent(settings, deps.publicUrl);
  const concurrency = options.politeness?.concurrency ?? settings.concurrency;
  const rate =
    (options.politeness?.ratePerSecond ?? settings.ratePerSecond) / Math.max(1, options.shards ?? 1);
  const fetcher = createCrawlFetcher({ ...deps.fetch, userAgent, connectionsPerOrigin: concurrency });
  const normalize = createUrlNormalizer({ query: settings.query });
  const robots = new RobotsBook(db, crawlId, userAgent);
  let scope: GuardedScope;
  try {
    scope = new GuardedScope(
      createCrawlScope({
        startUrl,
        includeSubdomains: settings.includeSubdomains,
        include: settings.include,
        exclude: settings.exclude,
        maxDepth: settings.maxDepth,
      }),
      settings.maxDepth,
      options.scopeLimits,
    );
  } catch (error) {
    // A pattern saved before the engine's rules tightened: the site's settings must change first.
    if (!isPatternError(error)) throw error;
    await fail(
      deps,
      crawlId,
      `${error.message}. Edit the site's include/exclude patterns and start the crawl again.`,
    );
    await fetcher.close();
    return "failed";
  }
  const rules: AdmissionRules = {
    crawlId,
    scope,
    robotsAllows: (url) => robots.allows(url),
    maxPages: settings.maxPages,
    known: new KnownUrls(),
  };
  // robots.txt matters only on hosts the crawl fetches from; links to other sites are not followed.
  const onSite = (url: string) => {
    const decision = rules.scope.decide(url, 0);
    return decision.inScope || (decision.reason !== "other-host" && decision.reason !== "not-http");
  };
  const clock = new PolitenessClock({ requestsPerSecond: rate, concurrency });
  const token = randomUUID();
  const previousCrawlId = crawl.previous_crawl_id;
  const previous =
    previousCrawlId === null ? undefined : (url: string) => previousPage(db, previousCrawlId, url);
  const claimUntil = () => new Date(deps.now().getTime() + CLAIM_MS).toISOString();
  const inFlight = new Set<Promise<void>>();
  // Settles each time a dispatched request goes out: the loop waits on it while a host holds one back.
  let requestWentOut = nextSignal();
  let pausedBy: string | null = null;
  let yielded = false;
  let fatal: unknown = null;

  try {
    if (options.exclusive) await releaseClaims(db, crawlId, { all: true });
    await seedCrawl({ db, dialect, fetcher, robots, rules, normalize, startUrl, now: deps.now });
    const unreachable = await startRefusal(db, crawlId);
    if (unreachable !== null) {
      await fail(deps, crawlId, unreachable);
      return "failed";
    }
    await options.onSeeded?.();

    const visit = async (claimed: ClaimedUrl): Promise<void> => {
      const host = new URL(claimed.url).host;
      // The clock holds the host until this request goes out (or ends without going out).
      let sent = false;
      const onRequestSent = () => {
        if (sent) return;
        sent = true;
        clock.requestSent(host, Date.now());
        requestWentOut.resolve();
        requestWentOut = nextSignal();
      };
      let result: Visit;
      try {
        result = await visitUrl(claimed, {
          fetcher,
          robots,
          normalize,
          now: deps.now,
          previous,
          onRequestSent,
        });
      } finally {
        onRequestSent();
      }
      const outcome = result.outcome;
      clock.requestFinished(host, Date.now(), {
        ...(outcome.ok ? { status: outcome.response.status } : {}),
        retryAfter: outcome.ok ? (outcome.response.headers["retry-after"] ?? null) : null,
      });
      if (result.kind === "retry") {
        await requeueUrl(db, claimed.id, token);
        return;
      }
      // Every URL admitted to the frontier is judged by its host's robots.txt, so read the new hosts' files first.
      const leadsTo = result.record.summary ? urlsOf(result.record.summary) : [];
      if (result.record.redirectTarget !== null) leadsTo.push(result.record.redirectTarget);
      await rules.scope.prepare(leadsTo);
      if (leadsTo.length > 0) await robots.load(leadsTo, fetcher, onSite);
      try {
        await recordPage(db, dialect, rules, { ...result.record, token });
      } catch (error) {
        if (!(error instanceof ClaimLostError)) throw error;
      }
    };

    const buffer: ClaimedUrl[] = [];
    let lastProgress = 0;
    let lastIssues = Date.now();
    const loopStarted = Date.now();
    let doneAtStart: number | null = null;
    for (;;) {
      if (fatal !== null) throw fatal;
      if (options.signal?.aborted) return "stopped";
      const now = Date.now();
      const progressDue = now - lastProgress >= (options.progressEveryMs ?? 1_000);
      // A pause or cancel is seen before every new batch, and at least once per progress interval.
      if (progressDue || buffer.length === 0) {
        const state = await crawlState(db, crawlId);
        if (state === "paused" || state === "cancelled") return state;
        if (state !== "running") return "completed";
      }
      if (progressDue) {
        await extendClaims(db, crawlId, token, claimUntil());
        if (options.onProgress) {
          const counts = await frontierCounts(db, crawlId);
          doneAtStart ??= counts.done;
          const seconds = (now - loopStarted) / 1000;
          await options.onProgress({
            crawlId,
            ...counts,
            pagesPerSecond:
              seconds >= 1 ? Math.round(((counts.done - doneAtStart) / seconds) * 10) / 10 : null,
          });
        }
        lastProgress = now;
        if (options.shouldYield && (await options.shouldYield())) {
          yielded = true;
          break;
        }
      }
      if (options.refreshIssuesEveryMs !== undefined && now - lastIssues >= options.refreshIssuesEveryMs) {
        await deps.computeIssues(crawlId);
        lastIssues = Date.now();
      }
      if (buffer.length < concurrency) {
        await releaseClaims(db, crawlId, { expiredBefore: deps.now().toISOString() });
        buffer.push(
          ...(await claimUrls(db, dialect, crawlId, {
            token,
            until: claimUntil(),
            limit: Math.max(16, concurrency * 4),
          })),
        );
      }
      if (buffer.length === 0) {
        if (inFlight.size > 0) {
          await Promise.race(inFlight);
          continue;
        }
        const counts = await frontierCounts(db, crawlId);
        if (counts.queued === 0 && counts.claimed === 0) break;
        // Another worker holds the rest; its claims come back here if it dies.
        await sleep(500, options.signal);
        continue;
      }
      const next = buffer[0]!;
      const host = new URL(next.url).host;
      clock.setCrawlDelay(host, robots.crawlDelay(new URL(next.url).origin));
      const slot = clock.slot(host, Date.now());
      if (slot.paused) {
        pausedBy = `${host} failed ${slot.paused.failures} times in a row (no answer, 429 or 5xx). The crawl is paused; resume it when the site is back.`;
        break;
      }
      if (!slot.canStart) {
        if (!slot.slotFree && inFlight.size > 0) await Promise.race(inFlight);
        else if (slot.awaitingSend) await Promise.race([requestWentOut.promise, ...inFlight]);
        else await sleep(Math.max(1, slot.nextAllowedAt - Date.now()), options.signal);
        continue;
      }
      buffer.shift();
      clock.requestDispatched(host, Date.now());
      const task: Promise<void> = visit(next)
        .catch(async (error: unknown) => {
          // A URL whose record could not be stored (a database hiccup, a deadlock victim) goes back
          // to the queue and the crawl goes on; one that keeps failing stops this run with the error
          // (the job is retried, and the crawl resumes from its frontier). A CrawlFailure stops it at once.
          if (isCrawlFailure(error) || next.attempts >= MAX_URL_ATTEMPTS) fatal ??= error;
          else await requeueUrl(db, next.id, token).catch(() => {});
        })
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
    await Promise.all(inFlight);
    if (fatal !== null) throw fatal;
    if (pausedBy !== null) {
      await db
        .updateTable("crawls")
        .set({ state: "paused", state_reason: pausedBy, updated_at: deps.now().toISOString() })
        .where("id", "=", crawlId)
        .where("state", "=", "running")
        .execute();
      return "paused";
    }
    if (yielded) return "yielded";
    return await finishCrawl(deps, crawlId);
  } catch (error) {
    if (!isCrawlFailure(error)) throw error;
    await Promise.allSettled(inFlight);
    await fail(deps, crawlId, error.message);
    return "failed";
  } finally {
    await Promise.allSettled(inFlight);
    await releaseClaims(db, crawlId, { token });
    await fetcher.close();
  }
}

/** Ends the crawl as failed with `reason` (shown to the user); a crawl paused or cancelled meanwhile stays so. */
async function fail(deps: CrawlRunDeps, crawlId: string, reason: string): Promise<void> {
  const at = deps.now().toISOString();
  await deps.db
    .updateTable("crawls")
    .set({ state: "failed", state_reason: reason, finished_at: at, updated_at: at })
    .where("id", "=", crawlId)
    .where("state", "=", "running")
    .execute();
}

/**
 * Completes the crawl once: the run that moves it from running to finishing computes the exact
 * click depths and the issues; a run that loses that race leaves it to the winner.
 */
async function finishCrawl(deps: CrawlRunDeps, crawlId: string): Promise<CrawlRunResult> {
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
  await computeClickDepths(deps.db, deps.dialect, crawlId);
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
async function startRefusal(db: Kysely<Database>, crawlId: string): Promise<string | null> {
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

/** What a run that finds the crawl no longer runnable reports. */
function finishedResult(state: string): CrawlRunResult {
  return state === "paused" || state === "cancelled" || state === "failed" ? state : "completed";
}

async function crawlState(db: Kysely<Database>, crawlId: string): Promise<string | undefined> {
  return (await db.selectFrom("crawls").select("state").where("id", "=", crawlId).executeTakeFirst())?.state;
}

function urlsOf(summary: {
  blocks: { links: { url: string }[] }[];
  resources: string[];
  hreflang: { url: string }[];
  canonical: string | null;
}): string[] {
  const urls: string[] = [];
  for (const block of summary.blocks) for (const link of block.links) urls.push(link.url);
  urls.push(...summary.resources, ...summary.hreflang.map((entry) => entry.url));
  if (summary.canonical) urls.push(summary.canonical);
  return urls;
}

function nextSignal(): { promise: Promise<void>; resolve(): void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
