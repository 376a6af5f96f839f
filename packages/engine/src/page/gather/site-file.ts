import type { SiteFileArtifact } from "../artifacts.js";
import { startDeadline } from "./deadline.js";
import { discardBody } from "./discard-body.js";
import type { FetchContext } from "./fetch-context.js";
import { followRedirects } from "./follow-redirects.js";
import { toEngineError } from "./network-error.js";
import { readBody } from "./read-body.js";

export interface SiteFileOptions {
  /** Own wall-clock budget: a site file must not eat into the page's. */
  totalMs: number;
  /** Bytes kept; the rest is ignored (Google ignores robots.txt past 500 KiB). */
  maxBytes: number;
}

/**
 * Fetches a file at the root of the origin of `pageUrl` (`/robots.txt`, `/llms.txt`) through
 * the same guard, redirect policy and limits as the page. Never throws: a failure is recorded in
 * `error` (an EngineError code) so that the page analysis goes on. The body is kept for 2xx
 * answers only; for others the status is what counts.
 */
export async function fetchSiteFile(
  pageUrl: URL,
  path: "/robots.txt" | "/llms.txt",
  pageContext: Omit<FetchContext, "deadline" | "accept">,
  options: SiteFileOptions,
): Promise<SiteFileArtifact> {
  const url = new URL(path, pageUrl.origin);
  const deadline = startDeadline(options.totalMs, url.href);
  const context: FetchContext = { ...pageContext, deadline, accept: "text/plain,*/*;q=0.5" };
  try {
    const { response } = await followRedirects(url, context);
    if (response.status < 200 || response.status > 299) {
      discardBody(response.body);
      return { url: url.href, status: response.status, body: null };
    }
    const contentEncoding = response.headers["content-encoding"];
    const body = await readBody(
      response.body,
      Array.isArray(contentEncoding) ? contentEncoding.join(",") : contentEncoding,
      {
        maxBytes: options.maxBytes,
        overLimit: "truncate",
        url: url.href,
      },
    );
    // robots.txt is UTF-8 by definition (RFC 9309), llms.txt is Markdown in UTF-8; TextDecoder drops a BOM.
    return { url: url.href, status: response.status, body: new TextDecoder("utf-8").decode(body.bytes) };
  } catch (error) {
    const { code } = toEngineError(error, { ...context, url: url.href });
    return { url: url.href, status: null, body: null, error: code };
  } finally {
    deadline.dispose();
  }
}
