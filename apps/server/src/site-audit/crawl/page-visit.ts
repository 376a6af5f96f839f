import type { Extracted, Searched } from "@ranklens/engine";
import type { PageRendering } from "@ranklens/shared";
/**
 * What fetching one URL found, in the crawl's own terms: the answer (or the failure) and, for an
 * HTML page, what the analysis made of it. The crawler builds it (visit-url.ts), a recrawl gets
 * the previous crawl's back after a 304 (previous-page.ts); only page-row.ts knows the
 * `crawl_pages` columns it is stored in.
 */
export interface PageVisit {
  fetchedAt: string;
  /**
   * No answer at all (connection, DNS, timeout, size cap), or an answer that could not be analysed
   * (ANALYSIS_FAILED: the answer's status and size are kept); null otherwise.
   */
  failure: { code: string; message: string } | null;
  status: number | null;
  contentType: string | null;
  /** Decoded size (the transferred one when it could not be decoded). */
  bytes: number | null;
  transferredBytes: number | null;
  ttfbMs: number | null;
  totalMs: number | null;
  etag: string | null;
  lastModified: string | null;
  /** The redirect's Location, resolved when it could be, as given when it could not. */
  location: string | null;
  /** Answered 304 to the previous crawl's validators: the analysis is that crawl's. */
  notModified: boolean;
  /** The analysis of an HTML page; null for anything else. */
  analysis: PageAnalysis | null;
}

/** What the single-page analysis found on an HTML page that the crawl keeps (page-summary.ts). */
export interface PageAnalysis {
  title: string | null;
  description: string | null;
  h1: string | null;
  h1Count: number;
  wordCount: number;
  lang: string | null;
  textHash: string | null;
  simhash: string | null;
  canonical: string | null;
  metaRobots: string | null;
  xRobotsTag: string | null;
  /** Whether the page's own signals allow indexing (a non-2xx status decides apart from this). */
  indexable: boolean;
  nonIndexableReason: "noindex" | "canonicalised" | null;
  mixedContent: number;
  score: number | null;
  /** The JSON-LD @types the page declares, in order of appearance. */
  schemaTypes: string[];
  failingChecks: FailingCheck[];
  /** Custom extraction: each of the crawl's rules' values (custom-extraction.ts); null without rules. */
  extracted: Extracted | null;
  /** Custom search: each of the crawl's searches' count (custom-search.ts); null without searches. */
  searched: Searched | null;
  /** What JavaScript rendering changed (compare-rendering.ts); null when the crawl does not render. */
  rendering: PageRendering | null;
}

/** A page check the page fails or warns on, with its first items (page-summary.ts keeps them bounded). */
export interface FailingCheck {
  id: string;
  status: string;
  displayValue: string | null;
  items: unknown[];
  itemCount: number;
  /** Which way it failed, for checks that can fail in more than one (the engine's `variant`). */
  variant?: string;
}

/** A URL that could not be fetched: only when, why, and how long it took. */
export function failedVisit(fetchedAt: string, failure: PageVisit["failure"], totalMs: number): PageVisit {
  return {
    fetchedAt,
    failure,
    status: null,
    contentType: null,
    bytes: null,
    transferredBytes: null,
    ttfbMs: null,
    totalMs,
    etag: null,
    lastModified: null,
    location: null,
    notModified: false,
    analysis: null,
  };
}
