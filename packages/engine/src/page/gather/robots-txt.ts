import type { RobotsTxtArtifact } from "../artifacts.js";
import { startDeadline } from "./deadline.js";
import { discardBody } from "./discard-body.js";
import type { FetchContext } from "./fetch-context.js";
import { followRedirects } from "./follow-redirects.js";
import { toEngineError } from "./network-error.js";
import { readBody } from "./read-body.js";

export interface RobotsTxtOptions {
  /** Own wall-clock budget: robots.txt must not eat into the page's. */
  totalMs: number;
  /** Bytes kept; the rest is ignored, as Google does past 500 KiB. */
  maxBytes: number;
}

/**
 * Fetches robots.txt for the origin of `pageUrl` through the same guard,
 * redirect policy and limits as the page. Never throws: a failure is recorded
 * in `error` (an EngineError code) so that the page analysis goes on.
 * The body is kept for 2xx answers only; for others the status is what counts.
 */
export async function fetchRobotsTxt(
  pageUrl: URL,
  pageContext: Omit<FetchContext, "deadline" | "accept">,
  options: RobotsTxtOptions,
): Promise<RobotsTxtArtifact> {
  const url = new URL("/robots.txt", pageUrl.origin);
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
    // robots.txt is UTF-8 by definition (RFC 9309); a BOM is dropped by TextDecoder.
    return { url: url.href, status: response.status, body: new TextDecoder("utf-8").decode(body.bytes) };
  } catch (error) {
    const { code } = toEngineError(error, { ...context, url: url.href });
    return { url: url.href, status: null, body: null, error: code };
  } finally {
    deadline.dispose();
  }
}
