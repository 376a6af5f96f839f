import { randomUUID } from "node:crypto";
import { compileExtraction, compileSearch, createCrawlFetcher } from "@ranklens/engine";
import { fetchingRenderer } from "@ranklens/engine/render";
import { createCrawlScope, createUrlNormalizer, PolitenessClock } from "@ranklens/engine/site";
import { isPatternError } from "@ranklens/patterns";
import type { CrawlMode, CrawlSettings, SiteAccess } from "@ranklens/shared";
import { INLINE_ANALYSIS } from "../../analysis-pool";
import { siteAccessHeaders } from "../access/access-headers";
import { openSiteAccess, SiteAccessUnavailable } from "../access/site-access-store";
import type { AdmissionRules } from "./admit-urls";
import { checkExternalLinks } from "./check-external-links";
import { isCrawlFailure } from "./crawl-failure";
import {
  failCrawl,
  finishCrawl,
  finishedResult,
  markRunning,
  pauseForFailingHost,
  RUNNABLE,
  startRefusal,
} from "./crawl-lifecycle";
import { CrawlProgressReporter, IssueRefresher } from "./crawl-progress";
import type { CrawlProgress, CrawlRunDeps, CrawlRunResult } from "./crawl-run";
import { crawlUserAgent, parseCrawlSettings } from "./crawl-settings";
import { dispatchLoop } from "./dispatch-loop";
import { releaseClaims } from "./frontier";
import { GuardedScope, type ScopeGuardLimits } from "./guarded-scope";
import { KnownUrls } from "./known-urls";
import { PAGE_ANALYSIS } from "./page-analysis-task";
import { previousPage } from "./previous-page";
import { RobotsBook } from "./robots-book";
import { seedCrawl } from "./seed-crawl";
import { type VisitAndRecordContext, visitAndRecord } from "./visit-and-record";

/** How long a worker holds claimed URLs without renewing them: past it, another worker takes them. */
export const CLAIM_MS = 2 * 60_000;

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
 * Works on a crawl until its frontier is empty, it is paused or cancelled, or `signal` stops this
 * worker. Any number of runs (processes) may share a crawl: they claim URLs in batches from the
 * frontier table; the first to find it empty computes the site issues and completes the crawl.
 * This function sets the run up (settings, fetcher, scope, robots, politeness) and seeds the
 * frontier; the dispatch loop (dispatch-loop.ts) does the work, and the crawl's state changes
 * are crawl-lifecycle.ts's.
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
      "crawls.mode",
      "crawls.sitemap_url",
      "sites.start_url",
      "crawls.site_id",
    ])
    .where("crawls.id", "=", crawlId)
    .executeTakeFirst();
  if (!crawl) throw new Error(`Crawl ${crawlId} does not exist.`);
  if (!RUNNABLE.has(crawl.state)) return finishedResult(crawl.state);
  const settings = parseCrawlSettings(crawl.settings);
  await markRunning(deps, crawlId, crawl.started_at);

  const startUrl = crawl.start_url;
  const mode = crawl.mode as CrawlMode;
  const exact = mode !== "spider";
  const userAgent = crawlUserAgent(settings, deps.publicUrl);
  const concurrency = options.politeness?.concurrency ?? settings.concurrency;
  const rate =
    (options.politeness?.ratePerSecond ?? settings.ratePerSecond) / Math.max(1, options.shards ?? 1);
  const normalize = createUrlNormalizer({ query: settings.query });
  let scope: GuardedScope;
  try {
    // A list or sitemap crawl fetches what it was given: the site's patterns and depth do not apply
    // (GuardedScope applies the depth too, so both get the same bound).
    const maxDepth = exact ? Number.POSITIVE_INFINITY : settings.maxDepth;
    scope = new GuardedScope(
      createCrawlScope({
        startUrl,
        includeSubdomains: settings.includeSubdomains,
        ...(exact ? {} : { include: settings.include, exclude: settings.exclude }),
        maxDepth,
      }),
      maxDepth,
      options.scopeLimits,
    );
  } catch (error) {
    // A pattern saved before the engine's rules tightened: the site's settings must change first.
    if (!isPatternError(error)) throw error;
    await failCrawl(
      deps,
      crawlId,
      `${error.message}. Edit the site's include/exclude patterns and start the crawl again.`,
    );
    return "failed";
  }
  const rules: AdmissionRules = {
    crawlId,
    scope,
    robotsAllows: (url) => robots.allows(url),
    maxPages: settings.maxPages,
    known: new KnownUrls(),
    exact,
  };
  // robots.txt matters only on hosts the crawl fetches from; links to other sites are not followed.
  const onSite = (url: string) => {
    const decision = rules.scope.decide(url, 0);
    return decision.inScope || (decision.reason !== "other-host" && decision.reason !== "not-http");
  };
  if (settings.renderJavaScript && !deps.renderer) {
    // Saved while this server (or the one before it) had Chromium: said, never crawled raw instead.
    await failCrawl(
      deps,
      crawlId,
      `${deps.renderingUnavailable ?? "JavaScript rendering is not available on this server."} Turn off "Render JavaScript" in the site's crawl settings, or ask the server's operator.`,
    );
    return "failed";
  }
  let access: SiteAccess | null;
  try {
    access = await openSiteAccess(db, deps.secrets, crawl.site_id);
  } catch (error) {
    if (!(error instanceof SiteAccessUnavailable)) throw error;
    await failCrawl(deps, crawlId, error.message);
    return "failed";
  }
  const fetcher = createCrawlFetcher({
    ...deps.fetch,
    userAgent,
    connectionsPerOrigin: concurrency,
    ...(access ? { headersFor: siteAccessHeaders(access, { startUrl, onSite }) } : {}),
  });
  // Only a verified site's crawl may have ignoreRobots (start-crawl.ts judged it when it started).
  const robots = new RobotsBook(db, crawlId, userAgent, !settings.ignoreRobots);
  const token = randomUUID();
  // A page unchanged since the previous crawl (304) keeps that crawl's analysis, extraction, search
  // and rendering included: only when both crawls analysed the same way, else every page is fetched whole.
  const previousCrawlId = await comparableCrawl(db, crawl.previous_crawl_id, settings);
  const previous =
    previousCrawlId === null ? undefined : (url: string) => previousPage(db, previousCrawlId, url);
  const claimUntil = () => new Date(deps.now().getTime() + CLAIM_MS).toISOString();
  const recordContext: VisitAndRecordContext = {
    db,
    dialect,
    token,
    rules,
    fetcher,
    robots,
    normalize,
    analyse: (page) =>
      (deps.analysis ?? INLINE_ANALYSIS).run(PAGE_ANALYSIS, {
        // The HTML travels once: as `html` (the version analysed), not inside the response too.
        response: { ...page.response, html: null },
        html: page.html,
        fetchedAt: page.fetchedAt,
        robotsTxt: robots.artifact(new URL(page.response.url).origin),
        query: settings.query,
      }),
    now: deps.now,
    onSite,
    ...(previous ? { previous } : {}),
    ...(settings.extraction.length > 0 ? { extract: compileExtraction(settings.extraction) } : {}),
    ...(settings.search.length > 0 ? { search: compileSearch(settings.search) } : {}),
    ...(settings.renderJavaScript && deps.renderer
      ? { render: fetchingRenderer(deps.renderer, fetcher, { blockTrackers: settings.blockTrackers }) }
      : {}),
  };

  try {
    if (options.exclusive) await releaseClaims(db, crawlId, { all: true });
    const nothingToCrawl = await seedCrawl({
      db,
      dialect,
      fetcher,
      robots,
      rules,
      normalize,
      startUrl,
      now: deps.now,
      mode,
      sitemapUrl: crawl.sitemap_url,
    });
    if (nothingToCrawl !== null) {
      await failCrawl(deps, crawlId, nothingToCrawl);
      return "failed";
    }
    const unreachable = await startRefusal(db, crawlId);
    if (unreachable !== null) {
      await failCrawl(deps, crawlId, unreachable);
      return "failed";
    }
    await options.onSeeded?.();

    const end = await dispatchLoop({
      db,
      dialect,
      crawlId,
      token,
      concurrency,
      clock: new PolitenessClock({ requestsPerSecond: rate, concurrency }),
      robots,
      now: deps.now,
      claimUntil,
      ...(options.signal ? { signal: options.signal } : {}),
      heartbeat: new CrawlProgressReporter(db, crawlId, token, {
        everyMs: options.progressEveryMs ?? 1_000,
        claimUntil,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      }),
      issues: new IssueRefresher(options.refreshIssuesEveryMs, () => deps.computeIssues(crawlId)),
      ...(options.shouldYield ? { shouldYield: options.shouldYield } : {}),
      visit: (claimed, signals) => visitAndRecord(claimed, recordContext, signals),
    });
    switch (end.kind) {
      case "stopped":
      case "yielded":
        return end.kind;
      case "left-running":
        return end.state === "paused" || end.state === "cancelled" ? end.state : "completed";
      case "host-failing":
        await pauseForFailingHost(deps, crawlId, end.reason);
        return "paused";
      case "drained":
        // The pages are done: the external links they point to are checked before the issues are
        // computed. With several shards each drained one helps; a URL is stored once.
        if (
          settings.checkExternalLinks &&
          !exact &&
          !(await checkExternalLinks({
            db,
            fetcher,
            crawlId,
            now: deps.now,
            ...(options.signal ? { signal: options.signal } : {}),
          }))
        ) {
          return "stopped";
        }
        return await finishCrawl(deps, crawlId, mode);
    }
  } catch (error) {
    if (!isCrawlFailure(error)) throw error;
    await failCrawl(deps, crawlId, error.message);
    return "failed";
  } finally {
    await releaseClaims(db, crawlId, { token });
    await fetcher.close();
  }
}

/**
 * The previous crawl whose pages a 304 may carry over: only one that analysed them the same way
 * (the same extraction rules and searches, rendered or not), else every page is fetched and analysed whole.
 */
async function comparableCrawl(
  db: CrawlRunDeps["db"],
  previousCrawlId: string | null,
  settings: CrawlSettings,
): Promise<string | null> {
  if (previousCrawlId === null) return null;
  const previous = await db
    .selectFrom("crawls")
    .select("settings")
    .where("id", "=", previousCrawlId)
    .executeTakeFirst();
  if (!previous) return null;
  const before = parseCrawlSettings(previous.settings);
  const same =
    JSON.stringify(before.extraction) === JSON.stringify(settings.extraction) &&
    JSON.stringify(before.search) === JSON.stringify(settings.search) &&
    before.renderJavaScript === settings.renderJavaScript;
  return same ? previousCrawlId : null;
}
