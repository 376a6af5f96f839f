import { ANALYSIS_FAILED, isEngineError } from "../errors";
import type { PageArtifacts } from "../page/artifacts";
import { buildReport } from "../page/build-report";
import { hasBlockingDirective, robotsTxtAllows } from "../page/computed/crawlability";
import { ENGINE_VERSION } from "../page/engine-version";
import { factsFromArtifacts } from "../page/facts-from-artifacts";
import { type GatherOptions, gatherPage } from "../page/gather";
import type { CheckOptionOverrides } from "../page/runner";
import type { PageObservation } from "./observation";

/** `analyzeUrl`'s options without competitors or keyword data, plus the clock. */
export interface ObservePageOptions extends GatherOptions {
  checkOptions?: CheckOptionOverrides;
  /** The time of the observation (the server's injected clock); the system clock by default. */
  now?: () => Date;
  /**
   * Runs {@link observeArtifacts} (the CPU-heavy part): a server hands it to its analysis threads.
   * Absent: it runs here.
   */
  analyse?: (page: PageToObserve) => Promise<PageObservation>;
}

/** A page gathered, to be observed: plain data, so another thread can take it. */
export interface PageToObserve {
  url: string;
  artifacts: PageArtifacts;
  /** ISO 8601. */
  observedAt: string;
  checkOptions?: CheckOptionOverrides;
}

/** How many of the report's keywords an observation keeps. */
const KEYWORDS_KEPT = 10;

/**
 * Fetches `url` once and records what change detection compares. Does not throw when the page
 * fails: no response gives `status: null` and the engine's error code; an answer without an
 * analysis (4xx/5xx, not HTML, empty) gives its status with the analysis fields null, and so does
 * one whose analysis failed, with the code ANALYSIS_FAILED. What is
 * analysed is what `analyzeUrl` analyses (same gatherer, facts and report).
 *
 * @throws only what fails before the analysis and is not a page's failure (a bug), never an
 * EngineError.
 */
export async function observePage(url: string, options: ObservePageOptions = {}): Promise<PageObservation> {
  const { now = () => new Date(), checkOptions, analyse, ...gather } = options;
  const observedAt = now().toISOString();
  let artifacts: PageArtifacts;
  try {
    artifacts = await gatherPage(url, gather);
  } catch (error) {
    if (!isEngineError(error)) throw error;
    const empty = emptyObservation(url, observedAt);
    // The gatherer reports an answer it cannot use (4xx/5xx or 2xx without HTML) with its status.
    const status = error.details.status ?? null;
    if (status !== null) return { ...empty, status, finalUrl: error.details.url ?? null };
    return { ...empty, errorCode: error.code };
  }
  const page: PageToObserve = { url, artifacts, observedAt, ...(checkOptions ? { checkOptions } : {}) };
  try {
    return analyse ? await analyse(page) : observeArtifacts(page);
  } catch {
    // The page answered but its analysis failed (a thread that ran out of memory on it, an engine
    // error): recorded as the answer alone, as an empty page is, so the run goes on with its
    // other pages and change detection has nothing of it to compare.
    return { ...answerOf(page), errorCode: ANALYSIS_FAILED };
  }
}

/**
 * The observation of a page already gathered: what `analyzeUrl` analyses (same facts and report),
 * kept as change detection compares it. Pure and synchronous: it may run on another thread.
 */
export function observeArtifacts({
  url,
  artifacts,
  observedAt: at,
  checkOptions,
}: PageToObserve): PageObservation {
  const observedAt = new Date(at);
  const answer = answerOf({ url, artifacts, observedAt: at });
  // An error page's HTML is not the site's content (see analyze.ts), nor is an empty body.
  if (artifacts.status < 200 || artifacts.status > 299) return answer;
  const facts = factsFromArtifacts(artifacts);
  if (facts.bodyText.trim() === "") return answer;
  const report = buildReport(facts, { fetchedAt: artifacts.fetchedAt, checkOptions });
  const directives = [report.robots.meta, report.robots.xRobotsTag].filter((d) => d !== null);
  return {
    ...answer,
    title: report.title.text,
    metaDescription: report.metaDescription.text,
    h1: report.headings.find((h) => h.tag === "h1")?.text ?? null,
    canonical: report.canonical,
    robots: directives.length > 0 ? directives.join(", ") : null,
    noindex: directives.some((d) => hasBlockingDirective(withoutUserAgent(d), observedAt.getTime())),
    wordCount: report.wordCount,
    seoScore: report.contentScore.seo,
    readabilityScore: report.contentScore.readability,
    performanceScore: report.contentScore.performance,
    failingChecks: report.checks
      .filter((c) => c.status === "fail")
      .map((c) => c.id)
      .sort(),
    keywords: report.keywords.slice(0, KEYWORDS_KEPT).map((k) => k.keyword),
    mainText: facts.mainText.replace(/\s+/g, " ").trim(),
    engineVersion: ENGINE_VERSION,
  };
}

/** What an answer says before any analysis: its status, where it ended, whether robots.txt allows it. */
function answerOf({ url, artifacts, observedAt }: PageToObserve): PageObservation {
  return {
    ...emptyObservation(url, observedAt),
    status: artifacts.status,
    finalUrl: artifacts.finalUrl,
    robotsAllowed: robotsAllowed(artifacts),
  };
}

function emptyObservation(url: string, observedAt: string): PageObservation {
  return {
    url,
    observedAt,
    status: null,
    errorCode: null,
    finalUrl: null,
    robotsAllowed: null,
    title: null,
    metaDescription: null,
    h1: null,
    canonical: null,
    robots: null,
    noindex: false,
    wordCount: null,
    seoScore: null,
    readabilityScore: null,
    performanceScore: null,
    failingChecks: [],
    keywords: [],
    mainText: null,
    engineVersion: null,
  };
}

/**
 * What robots.txt says of the page for a generic crawler: its rules when it was read; allowed
 * when it is missing (4xx: RFC 9309 §2.3.1.3) or empty; unknown when it was not fetched, failed or
 * answered 5xx (crawlers then hold back, but the page is not known to be blocked).
 */
function robotsAllowed(artifacts: PageArtifacts): boolean | null {
  const robots = artifacts.robotsTxt;
  if (robots === null || robots.status === null) return null;
  if (robots.status >= 400 && robots.status < 500) return true;
  if (robots.status < 200 || robots.status > 299) return null;
  return robotsTxtAllows({ robotsTxt: robots, finalUrl: artifacts.finalUrl }) ?? true;
}

/**
 * An X-Robots-Tag may name the crawler it speaks to ("googlebot: noindex"); a noindex for any
 * crawler keeps the page out of that search engine, which is what monitoring warns about.
 */
function withoutUserAgent(directives: string): string {
  const named = /^\s*([^,:\s]+)\s*:(.*)$/s.exec(directives);
  return named && named[1]!.toLowerCase() !== "unavailable_after" ? named[2]! : directives;
}
