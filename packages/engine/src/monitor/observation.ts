import type { ChangeSeverity, ChangeType } from "./change-types";
/**
 * One look at a tracked page (monitoring, issue 17): the facts change detection compares, kept
 * small enough to store one per page per day for years. `observePage` makes one from a URL;
 * `detectChanges` compares one with the page's earlier ones.
 */
export interface PageObservation {
  /** The URL as tracked. */
  url: string;
  /** ISO-8601 time the fetch started. */
  observedAt: string;
  /** HTTP status of the final response; null when no response came back. */
  status: number | null;
  /** Why no response came back (the engine's error code: TIMEOUT, DNS_FAILED…); null when one did. */
  errorCode: string | null;
  /** The URL of the final response after redirects; null when none. */
  finalUrl: string | null;
  /** Whether robots.txt lets a generic crawler ("*") fetch the page; null when unknown. */
  robotsAllowed: boolean | null;
  /** The remaining fields are null (or empty) unless the page answered 2xx with HTML. */
  title: string | null;
  metaDescription: string | null;
  /** The first H1's text. */
  h1: string | null;
  /** Resolved canonical URL. */
  canonical: string | null;
  /** Meta robots and X-Robots-Tag joined with ", "; null when neither. */
  robots: string | null;
  /** Whether those directives keep the page out of the index. */
  noindex: boolean;
  wordCount: number | null;
  seoScore: number | null;
  readabilityScore: number | null;
  performanceScore: number | null;
  /** Ids of the checks that failed, sorted. */
  failingChecks: string[];
  /** The page's top keywords (at most 10), most prominent first. */
  keywords: string[];
  /** The main text (what word counts and text diffs are made of); null when not analysed. */
  mainText: string | null;
  /**
   * The engine version that read the page (`ENGINE_VERSION`): what it derives (main text, scores,
   * check verdicts) is compared only between readings of one version. Null for an observation kept
   * from before the version was.
   */
  engineVersion: string | null;
}

/** What `detectChanges` reports; the server stores it with the two observations' ids. */
export interface DetectedChange {
  type: ChangeType;
  severity: ChangeSeverity;
  /** The value before and after, as text for people (null when there was none). */
  before: string | null;
  after: string | null;
  /**
   * Index in `detectChanges`' history of the observation the change was measured against (the
   * last analysed one for content changes, the last one that answered for an outage…): the server
   * stores its id as the change's previous observation. Absent for changes made elsewhere.
   */
  previousIndex?: number;
}

export type { ChangeSeverity, ChangeType };
