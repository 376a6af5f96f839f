/**
 * What `gather` hands to the pure part of the engine. Plain, serialisable data:
 * a page can be saved as JSON and analysed again later without any network.
 */

/** One hop of a redirect chain, in the order the hops were followed. */
export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

/** A file at the root of the final page's origin, such as /robots.txt or /llms.txt. */
export interface SiteFileArtifact {
  /** Its URL on the final page's origin. */
  url: string;
  /** HTTP status, or null when it could not be fetched at all. */
  status: number | null;
  /** Decoded body (capped), or null when unavailable. */
  body: string | null;
  /** Why it could not be fetched (an EngineError code), when it could not. */
  error?: string;
}

export interface PageArtifacts {
  /** The URL as requested, normalised by the WHATWG URL parser. */
  url: string;
  /** The URL of the response that was analysed, after redirects. */
  finalUrl: string;
  /** ISO-8601 time the fetch started. */
  fetchedAt: string;
  /** HTTP status of the final response. */
  status: number;
  redirects: RedirectHop[];
  /** Response headers of the final response, names lower-cased. Repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Measured times; null when the page did not come from the network (analyzeHtml). */
  timings: { ttfbMs: number | null; totalMs: number | null };
  /** Bytes on the wire (after content-encoding) and decoded; null when unknown. */
  bytes: { transferred: number | null; decoded: number };
  /** Character encoding used to decode the body, and where it came from. */
  charset: { name: string; source: "header" | "bom" | "meta" | "default" };
  html: string;
  robotsTxt: RobotsTxtArtifact | null;
  /** /llms.txt of the final origin (fetched with robots.txt); null when not fetched. */
  llmsTxt: SiteFileArtifact | null;
}

/** robots.txt of the final page's origin. */
export type RobotsTxtArtifact = SiteFileArtifact;
