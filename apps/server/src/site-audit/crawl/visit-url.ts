import {
  ANALYSIS_FAILED,
  type CrawlFetcher,
  type CrawlFetchOutcome,
  type CrawlResponse,
  type EngineErrorCode,
  type Extracted,
  type PageToRender,
  type Searched,
} from "@ranklens/engine";
import type { RenderOutcome } from "@ranklens/engine/render";
import type { PageRendering } from "@ranklens/shared";
import { compareRendering, failedRendering } from "./compare-rendering";
import { isCrawlFailure } from "./crawl-failure";
import type { ClaimedUrl } from "./frontier";
import type { PageSummary } from "./page-summary";
import { failedVisit, type PageVisit } from "./page-visit";
import type { PreviousPage } from "./previous-page";
import type { PageLinks, PageRecord } from "./record-page";

/**
 * Attempts at a URL that keeps failing without an answer, keeps being throttled, or whose answer
 * keeps failing analysis, before it is recorded as such.
 */
export const MAX_URL_ATTEMPTS = 3;

/** The longest analysis error kept with the page: the first line of a message says what happened. */
const ANALYSIS_MESSAGE_CHARS = 300;

/**
 * Failures worth another attempt: the network or the name service may be back in a moment. A page
 * that took longer than the time limit or is larger than the size cap would do the same again, and
 * each attempt holds a crawl slot for up to 20 s: recorded at the first attempt.
 */
const TRANSIENT_FAILURES = new Set<EngineErrorCode>(["CONNECT_FAILED", "DNS_FAILURE"]);

export interface VisitContext {
  fetcher: CrawlFetcher;
  /**
   * The full analysis of one version of a page (the HTML fetched or the DOM rendered) and its
   * summary: page-analysis-task.ts, on the analysis pool's threads.
   */
  analyse(page: { response: CrawlResponse; html: string; fetchedAt: string }): Promise<PageSummary>;
  /** The crawl's normaliser over absolute URLs (query rule applied); null for what the crawl cannot fetch. */
  normalize(absoluteUrl: string): string | null;
  now(): Date;
  /** The previous crawl's record of a URL (recrawls send its validators); null when none. */
  previous?(url: string): Promise<PreviousPage | null>;
  /** Called when the page's request really goes out (the politeness clock spaces requests by it). */
  onRequestSent?(): void;
  /**
   * Called once the request is answered (or failed), before the page is analysed: the host's part
   * is over, whatever happens to the page next (an analysis that fails, a record not stored).
   */
  onAnswered?(outcome: CrawlFetchOutcome): void;
  /** The crawl's custom extraction, compiled; absent when it has no rules. */
  extract?: (html: string) => Promise<Extracted>;
  /** The crawl's custom searches, compiled; absent when it has none. */
  search?: (html: string) => Searched;
  /** Renders an HTML page in Chromium (the engine's fetchingRenderer); absent when the crawl does not render. */
  render?: (page: PageToRender) => Promise<RenderOutcome>;
}

/** What visiting a URL came to: a record to store, or a reason to try again later. */
export type Visit =
  | { kind: "record"; record: Omit<PageRecord, "token">; outcome: CrawlFetchOutcome }
  | { kind: "retry"; outcome: CrawlFetchOutcome };

/**
 * Fetches one claimed URL and, for a 2xx HTML page, runs the full single-page analysis on it.
 * Throttled answers (429, 503) and network failures are retried up to MAX_URL_ATTEMPTS, then
 * recorded as they are: a page that never answers is a finding too. Timeouts and pages over the
 * size cap are recorded at once (TRANSIENT_FAILURES). An analysis that fails throws, so the URL
 * is tried again; at the last attempt the page is recorded as ANALYSIS_FAILED instead, so that
 * one page the engine cannot read does not stop the crawl of every other.
 */
export async function visitUrl(claimed: ClaimedUrl, context: VisitContext): Promise<Visit> {
  const previous = context.previous && !claimed.isResource ? await context.previous(claimed.url) : null;
  const outcome = await context.fetcher.fetch({
    url: claimed.url,
    resource: claimed.isResource,
    ...(previous ? { validators: previous.validators } : {}),
    ...(context.onRequestSent ? { onSent: context.onRequestSent } : {}),
  });
  context.onAnswered?.(outcome);
  const lastAttempt = claimed.attempts >= MAX_URL_ATTEMPTS;
  const fetchedAt = context.now().toISOString();
  const record = (visit: PageVisit, redirectTarget: string | null, summary: PageLinks | null): Visit => ({
    kind: "record",
    outcome,
    record: { urlId: claimed.id, depth: claimed.depth, redirectTarget, summary, visit },
  });
  if (!outcome.ok) {
    if (!lastAttempt && TRANSIENT_FAILURES.has(outcome.error.code)) return { kind: "retry", outcome };
    const failure = { code: outcome.error.code, message: outcome.error.message };
    return record(failedVisit(fetchedAt, failure, outcome.totalMs), null, null);
  }
  const response = outcome.response;
  if (response.status === 304 && previous) {
    // Unchanged since the previous crawl: its analysis and links stand, with this request's timings.
    const visit: PageVisit = {
      ...previous.visit,
      fetchedAt,
      ttfbMs: response.timings.ttfbMs,
      totalMs: response.timings.totalMs,
      notModified: true,
    };
    return record(visit, null, previous.links);
  }
  if ((response.status === 429 || response.status === 503) && !lastAttempt) return { kind: "retry", outcome };
  const answered: PageVisit = {
    fetchedAt,
    failure: null,
    status: response.status,
    contentType: response.contentType,
    bytes: response.bytes.decoded ?? response.bytes.transferred,
    transferredBytes: response.bytes.transferred,
    ttfbMs: response.timings.ttfbMs,
    totalMs: response.timings.totalMs,
    etag: response.headers.etag ?? null,
    lastModified: response.headers["last-modified"] ?? null,
    location: response.locationRaw === null ? null : (response.location ?? response.locationRaw),
    notModified: false,
    analysis: null,
  };
  const redirectTarget = response.location === null ? null : context.normalize(response.location);
  if (response.html === null) return record(answered, redirectTarget, null);
  let analysed: { summary: PageSummary; html: string; rendering: PageRendering | null };
  try {
    analysed = await analyseAnswer(response, response.html, fetchedAt, context);
  } catch (error) {
    // A user's input that cannot be evaluated (CrawlFailure) stops the crawl whatever the page.
    if (!lastAttempt || isCrawlFailure(error)) throw error;
    return record({ ...answered, failure: analysisFailure(error) }, redirectTarget, null);
  }
  const { summary, rendering } = analysed;
  const { blocks: _blocks, resources: _resources, hreflang: _hreflang, ...analysis } = summary;
  const extracted = context.extract ? await context.extract(analysed.html) : null;
  const searched = context.search ? context.search(analysed.html) : null;
  return record(
    { ...answered, analysis: { ...analysis, extracted, searched, rendering } },
    redirectTarget,
    summary,
  );
}

/**
 * The analysis of an HTML answer: of the HTML as sent, or, in a rendered crawl, of the DOM the
 * scripts built, with what rendering changed. Throws when an analysis fails.
 */
async function analyseAnswer(
  response: CrawlResponse,
  html: string,
  fetchedAt: string,
  context: VisitContext,
): Promise<{ summary: PageSummary; html: string; rendering: PageRendering | null }> {
  const raw = await context.analyse({ response, html, fetchedAt });
  if (!context.render) return { summary: raw, html, rendering: null };
  // A rendered crawl analyses (and follows the links of) the DOM the scripts built, as a search
  // engine that renders does; the raw HTML's signals are kept beside it for the comparison.
  const outcome = await context.render({
    url: response.url,
    html,
    status: response.status,
    contentType: response.contentType,
  });
  if (!outcome.ok) return { summary: raw, html, rendering: failedRendering(raw, outcome) };
  const rendered = await context.analyse({ response, html: outcome.html, fetchedAt });
  // A noindex in the HTML as sent keeps a page out whatever scripts do to it: search engines
  // do not render a page the HTML already excludes (the rendering issue says JS removed it).
  const excluded = raw.nonIndexableReason === "noindex" && rendered.indexable;
  return {
    summary: excluded ? { ...rendered, indexable: false, nonIndexableReason: "noindex" } : rendered,
    html: outcome.html,
    rendering: compareRendering(raw, rendered, outcome),
  };
}

/** What a page's record keeps of an analysis that failed: its code and the error's first line. */
function analysisFailure(error: unknown): NonNullable<PageVisit["failure"]> {
  const text = error instanceof Error ? error.message : String(error);
  const firstLine = text.split("\n", 1)[0]!.trim() || "The analysis failed without a message";
  return { code: ANALYSIS_FAILED, message: firstLine.slice(0, ANALYSIS_MESSAGE_CHARS) };
}
