import type { RedirectHop, RobotsTxtArtifact, SiteFileArtifact } from "../artifacts";
import type { HtmlFacts } from "./html-facts";

/**
 * What the checks read: the HTML facts plus what the network told us. Network
 * fields are null when the page was not fetched (analysis of saved HTML), so
 * checks that need them report "notApplicable".
 */
export interface PageFacts extends HtmlFacts {
  /** The requested URL (or the URL the saved HTML claims to come from). */
  url: string;
  /** The URL after redirects. */
  finalUrl: string;
  /** HTTP status of the final response; null when unknown. */
  status: number | null;
  /** Response headers, names lower-cased; null when unknown. */
  headers: Record<string, string> | null;
  /** Redirect hops followed; null when the page was not fetched. */
  redirects: RedirectHop[] | null;
  timings: { ttfbMs: number | null; totalMs: number | null };
  bytes: { transferred: number | null; decoded: number };
  robotsTxt: RobotsTxtArtifact | null;
  /** /llms.txt of the final origin; null when not fetched. */
  llmsTxt: SiteFileArtifact | null;
}
