import {
  buildReport,
  type CrawlFetcher,
  type CrawlFetchOutcome,
  type CrawlResponse,
  type EngineErrorCode,
  factsFromArtifacts,
  type PageArtifacts,
} from "@ranklens/engine";
import type { ClaimedUrl } from "./frontier";
import { summarisePage } from "./page-summary";
import type { PreviousPage } from "./previous-page";
import type { PageRecord } from "./record-page";
import type { RobotsBook } from "./robots-book";
import { textKey } from "./text-fingerprints";

/** Attempts at a URL that keeps failing without an answer (or keeps being throttled) before it is recorded as such. */
export const MAX_URL_ATTEMPTS = 3;

/**
 * Failures worth another attempt: the network or the name service may be back in a moment. A page
 * that took longer than the time limit or is larger than the size cap would do the same again, and
 * each attempt holds a crawl slot for up to 20 s: recorded at the first attempt.
 */
const TRANSIENT_FAILURES = new Set<EngineErrorCode>(["CONNECT_FAILED", "DNS_FAILURE"]);

export interface VisitContext {
  fetcher: CrawlFetcher;
  robots: RobotsBook;
  /** The crawl's normaliser over absolute URLs (query rule applied); null for what the crawl cannot fetch. */
  normalize(absoluteUrl: string): string | null;
  now(): Date;
  /** The previous crawl's record of a URL (recrawls send its validators); null when none. */
  previous?(url: string): Promise<PreviousPage | null>;
  /** Called when the page's request really goes out (the politeness clock spaces requests by it). */
  onRequestSent?(): void;
}

/** What visiting a URL came to: a record to store, or a reason to try again later. */
export type Visit =
  | { kind: "record"; record: Omit<PageRecord, "token">; outcome: CrawlFetchOutcome }
  | { kind: "retry"; outcome: CrawlFetchOutcome };

/**
 * Fetches one claimed URL and, for a 2xx HTML page, runs the full single-page analysis on it.
 * Throttled answers (429, 503) and network failures are retried up to MAX_URL_ATTEMPTS, then
 * recorded as they are: a page that never answers is a finding too. Timeouts and pages over the
 * size cap are recorded at once (TRANSIENT_FAILURES).
 */
export async function visitUrl(claimed: ClaimedUrl, context: VisitContext): Promise<Visit> {
  const previous = context.previous && !claimed.isResource ? await context.previous(claimed.url) : null;
  const outcome = await context.fetcher.fetch({
    url: claimed.url,
    resource: claimed.isResource,
    ...(previous ? { validators: previous.validators } : {}),
    ...(context.onRequestSent ? { onSent: context.onRequestSent } : {}),
  });
  const lastAttempt = claimed.attempts >= MAX_URL_ATTEMPTS;
  const fetchedAt = context.now().toISOString();
  if (!outcome.ok) {
    if (!lastAttempt && TRANSIENT_FAILURES.has(outcome.error.code)) return { kind: "retry", outcome };
    return {
      kind: "record",
      outcome,
      record: {
        urlId: claimed.id,
        depth: claimed.depth,
        redirectTarget: null,
        summary: null,
        page: {
          ...emptyPage(fetchedAt),
          error_code: outcome.error.code,
          error_message: outcome.error.message,
          total_ms: outcome.totalMs,
        },
      },
    };
  }
  const response = outcome.response;
  if (response.status === 304 && previous) {
    // Unchanged since the previous crawl: its analysis and links stand, with this request's timings.
    const page = {
      ...previous.page,
      fetched_at: fetchedAt,
      ttfb_ms: response.timings.ttfbMs,
      total_ms: response.timings.totalMs,
      not_modified: 1,
    };
    return {
      kind: "record",
      outcome,
      record: {
        urlId: claimed.id,
        depth: claimed.depth,
        redirectTarget: null,
        summary: previous.links,
        page,
      },
    };
  }
  if ((response.status === 429 || response.status === 503) && !lastAttempt) return { kind: "retry", outcome };
  const page = {
    ...emptyPage(fetchedAt),
    status: response.status,
    content_type: response.contentType,
    bytes: response.bytes.decoded ?? response.bytes.transferred,
    transferred_bytes: response.bytes.transferred,
    ttfb_ms: response.timings.ttfbMs,
    total_ms: response.timings.totalMs,
    etag: response.headers.etag ?? null,
    last_modified: response.headers["last-modified"] ?? null,
    redirect_target: response.locationRaw === null ? null : (response.location ?? response.locationRaw),
    non_indexable_reason: response.status >= 200 && response.status <= 299 ? null : "status",
  };
  const redirectTarget = response.location === null ? null : context.normalize(response.location);
  if (response.html === null) {
    return {
      kind: "record",
      outcome,
      record: { urlId: claimed.id, depth: claimed.depth, redirectTarget, summary: null, page },
    };
  }
  const facts = factsFromArtifacts(artifactsOf(response, fetchedAt, context.robots));
  const report = buildReport(facts, { fetchedAt });
  const base = facts.baseHref ?? response.url;
  const summary = summarisePage(response, facts, report, (href) => {
    try {
      return context.normalize(new URL(href, new URL(base, response.url)).href);
    } catch {
      return null;
    }
  });
  return {
    kind: "record",
    outcome,
    record: {
      urlId: claimed.id,
      depth: claimed.depth,
      redirectTarget,
      summary,
      page: {
        ...page,
        is_html: 1,
        title: summary.title,
        title_hash: textKey(summary.title),
        description: summary.description,
        description_hash: textKey(summary.description),
        h1: summary.h1,
        h1_hash: textKey(summary.h1),
        h1_count: summary.h1Count,
        text_hash: summary.textHash,
        simhash: summary.simhash,
        word_count: summary.wordCount,
        lang: summary.lang,
        canonical: summary.canonical,
        meta_robots: summary.metaRobots,
        x_robots_tag: summary.xRobotsTag,
        indexable: response.status >= 200 && response.status <= 299 && summary.indexable ? 1 : 0,
        non_indexable_reason: summary.nonIndexableReason,
        mixed_content: summary.mixedContent,
        score: summary.score,
        failing_checks: JSON.stringify(summary.failingChecks),
      },
    },
  };
}

function artifactsOf(response: CrawlResponse, fetchedAt: string, robots: RobotsBook): PageArtifacts {
  const origin = new URL(response.url).origin;
  return {
    url: response.url,
    finalUrl: response.url,
    fetchedAt,
    status: response.status,
    redirects: [],
    headers: response.headers,
    timings: response.timings,
    bytes: { transferred: response.bytes.transferred, decoded: response.bytes.decoded ?? 0 },
    charset: response.charset ?? { name: "utf-8", source: "default" },
    html: response.html ?? "",
    robotsTxt: robots.artifact(origin),
    llmsTxt: null,
  };
}

function emptyPage(fetchedAt: string): PageRecord["page"] {
  return {
    fetched_at: fetchedAt,
    status: null,
    error_code: null,
    error_message: null,
    redirect_target: null,
    content_type: null,
    bytes: null,
    transferred_bytes: null,
    ttfb_ms: null,
    total_ms: null,
    etag: null,
    last_modified: null,
    is_html: 0,
    title: null,
    title_hash: null,
    description: null,
    description_hash: null,
    h1: null,
    h1_hash: null,
    h1_count: null,
    text_hash: null,
    simhash: null,
    word_count: null,
    lang: null,
    canonical: null,
    meta_robots: null,
    x_robots_tag: null,
    indexable: 0,
    non_indexable_reason: null,
    mixed_content: 0,
    score: null,
    failing_checks: null,
  };
}
