import type { PageArtifacts } from "./artifacts";
import { extractHtmlFacts } from "./extract/extract-html-facts";
import type { PageFacts } from "./extract/page-facts";

/** PageFacts of a fetched page. */
export function factsFromArtifacts(artifacts: PageArtifacts): PageFacts {
  return {
    ...extractHtmlFacts(artifacts.html, artifacts.finalUrl),
    url: artifacts.url,
    finalUrl: artifacts.finalUrl,
    status: artifacts.status,
    headers: artifacts.headers,
    redirects: artifacts.redirects,
    timings: artifacts.timings,
    bytes: artifacts.bytes,
    robotsTxt: artifacts.robotsTxt,
    // Artifacts saved before llms.txt was gathered have none.
    llmsTxt: artifacts.llmsTxt ?? null,
  };
}

/** What `analyzeHtml` may know about saved HTML besides its text. */
export interface HtmlSource {
  url: string;
  headers?: Record<string, string>;
  status?: number;
  /**
   * The document's size in bytes when the caller read it as bytes (a file, a response body).
   * Without it the size is the HTML's UTF-8 length, worked out here: a walk over every character
   * of a page that holds any non-Latin-1 character (a curly quote will do), 6 % of an analysis.
   */
  bytes?: number;
}

/** PageFacts of saved HTML: no network facts unless given. */
export function factsFromHtml(html: string, source: HtmlSource): PageFacts {
  const headers = source.headers
    ? Object.fromEntries(Object.entries(source.headers).map(([k, v]) => [k.toLowerCase(), v]))
    : null;
  return {
    ...extractHtmlFacts(html, source.url),
    url: source.url,
    finalUrl: source.url,
    status: source.status ?? null,
    headers,
    redirects: null,
    timings: { ttfbMs: null, totalMs: null },
    bytes: { transferred: null, decoded: source.bytes ?? Buffer.byteLength(html, "utf8") },
    robotsTxt: null,
    llmsTxt: null,
  };
}
