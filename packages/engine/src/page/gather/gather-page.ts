import { lookup as systemLookup } from "node:dns";
import { EngineError } from "../../errors.js";
import type { PageArtifacts } from "../artifacts.js";
import { classifyContentType, parseContentType } from "./content-type.js";
import { startDeadline } from "./deadline.js";
import { decodeHtml } from "./decode-html.js";
import { discardBody } from "./discard-body.js";
import type { FetchContext } from "./fetch-context.js";
import { flattenHeaders } from "./flatten-headers.js";
import { followRedirects } from "./follow-redirects.js";
import { GATHER_DEFAULTS, type GatherOptions } from "./gather-options.js";
import { createGuardedAgent, type DialTarget } from "./guarded-agent.js";
import type { LookupFunction } from "./lookup.js";
import { toEngineError } from "./network-error.js";
import { parseTargetUrl } from "./parse-target-url.js";
import { readBody } from "./read-body.js";
import { fetchSiteFile } from "./site-file.js";
import { cachedSiteFile } from "./site-file-cache.js";
import { looksLikeHtml } from "./sniff-html.js";

const PAGE_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";

/** Test seams that the public API does not offer (see `GuardedAgentOptions.routeDial`). */
export interface GatherInternals {
  routeDial?: (address: string, port: number) => DialTarget;
}

/**
 * Fetches one page safely and returns its serialisable artifacts: the only
 * network access of the engine. Refuses non-public addresses (unless
 * `allowPrivateNetworks`), follows and re-checks up to `maxRedirects`
 * redirects, enforces the connect/headers/total timeouts and the decoded size
 * limit, accepts HTML only, decodes the charset and, unless disabled, records
 * the final origin's robots.txt and llms.txt. A 4xx/5xx page that still has an HTML body is
 * returned (the status is a finding, not a failure).
 *
 * @param url an absolute http(s) URL; callers add "https://" to bare host names.
 * @throws EngineError with the code that says why nothing usable came back.
 */
export function gatherPage(url: string, options: GatherOptions = {}): Promise<PageArtifacts> {
  return gatherPageWith(url, options, {});
}

/** `gatherPage` with test seams; not exported from the package. */
export async function gatherPageWith(
  input: string,
  options: GatherOptions,
  internals: GatherInternals,
): Promise<PageArtifacts> {
  const settings = resolveOptions(options);
  const start = parseTargetUrl(input.trim(), settings);
  const fetchedAt = new Date();
  const started = performance.now();
  const agent = createGuardedAgent({
    allowPrivateNetworks: settings.allowPrivateNetworks,
    lookup: settings.lookup,
    connectTimeoutMs: settings.timeouts.connectMs,
    headersTimeoutMs: settings.timeouts.headersMs,
    bodyIdleTimeoutMs: settings.timeouts.headersMs,
    onDial: options.onDial,
    routeDial: internals.routeDial,
  });
  const deadline = startDeadline(settings.timeouts.totalMs, start.href);
  const context: FetchContext = {
    agent,
    deadline,
    allowPrivateNetworks: settings.allowPrivateNetworks,
    maxRedirects: settings.maxRedirects,
    userAgent: settings.userAgent,
    accept: PAGE_ACCEPT,
    connectTimeoutMs: settings.timeouts.connectMs,
    headersTimeoutMs: settings.timeouts.headersMs,
  };
  try {
    const { response, redirects } = await followRedirects(start, context);
    const finalUrl = response.url.href;
    const status = response.status;
    const contentType = parseContentType(lastValue(response.headers["content-type"]));
    const kind = classifyContentType(contentType);
    if (kind === "other") {
      discardBody(response.body);
      throw nothingUsable(status, finalUrl, contentType?.essence);
    }
    let body: Awaited<ReturnType<typeof readBody>>;
    try {
      body = await readBody(response.body, joined(response.headers["content-encoding"]), {
        maxBytes: settings.maxBytes,
        overLimit: "fail",
        url: finalUrl,
      });
    } catch (error) {
      throw toEngineError(error, { ...context, url: finalUrl });
    }
    const totalMs = Math.round(performance.now() - started);
    if (body.decoded === 0) throw emptyBody(status, finalUrl);
    if (kind === "unknown" && !looksLikeHtml(body.bytes))
      throw nothingUsable(status, finalUrl, contentType?.essence);
    const { html, charset } = decodeHtml(body.bytes, contentType?.charset ?? null);
    if (html.trim() === "") throw emptyBody(status, finalUrl);

    const siteFileOptions = {
      totalMs: settings.timeouts.totalMs,
      maxBytes: GATHER_DEFAULTS.robotsTxtMaxBytes,
    };
    // One root file after the other, each with its own budget; neither can fail the page. In turn,
    // so a page never has more than one request in flight: the server's fetch slots (one per page)
    // and the crawler's per-host concurrency count requests.
    const siteFile = (path: "/robots.txt" | "/llms.txt") =>
      cachedSiteFile(options.siteFiles, new URL(path, response.url.origin).href, () =>
        fetchSiteFile(response.url, path, context, siteFileOptions),
      );
    const robotsTxt = settings.fetchRobotsTxt ? await siteFile("/robots.txt") : null;
    const llmsTxt = settings.fetchRobotsTxt ? await siteFile("/llms.txt") : null;
    return {
      url: start.href,
      finalUrl,
      fetchedAt: fetchedAt.toISOString(),
      status,
      redirects,
      headers: flattenHeaders(response.headers),
      timings: { ttfbMs: response.ttfbMs, totalMs },
      bytes: { transferred: body.transferred, decoded: body.decoded },
      charset,
      html,
      robotsTxt,
      llmsTxt,
    };
  } finally {
    deadline.dispose();
    // destroy, not close: never wait on a slow server's keep-alive socket.
    agent.destroy().catch(() => {});
  }
}

function resolveOptions(options: GatherOptions) {
  return {
    allowPrivateNetworks: options.allowPrivateNetworks ?? GATHER_DEFAULTS.allowPrivateNetworks,
    lookup: options.lookup ?? (systemLookup as LookupFunction),
    timeouts: { ...GATHER_DEFAULTS.timeouts, ...options.timeouts },
    maxBytes: options.maxBytes ?? GATHER_DEFAULTS.maxBytes,
    maxRedirects: options.maxRedirects ?? GATHER_DEFAULTS.maxRedirects,
    userAgent: options.userAgent ?? GATHER_DEFAULTS.userAgent,
    fetchRobotsTxt: options.fetchRobotsTxt ?? GATHER_DEFAULTS.fetchRobotsTxt,
  };
}

/** An error status with nothing to analyse is HTTP_ERROR; a success without HTML is NOT_HTML. */
function nothingUsable(status: number, url: string, contentType: string | undefined): EngineError {
  if (status >= 300) return httpError(status, url);
  const type = contentType ?? "no declared type";
  return new EngineError("NOT_HTML", `The URL returned ${type}, not an HTML page.`, {
    url,
    status,
    ...(contentType ? { contentType } : {}),
  });
}

function emptyBody(status: number, url: string): EngineError {
  if (status >= 300) return httpError(status, url);
  return new EngineError("NO_CONTENT", "The page is empty.", { url, status });
}

function httpError(status: number, url: string): EngineError {
  return new EngineError("HTTP_ERROR", `The server answered HTTP ${status} with no HTML page.`, {
    url,
    status,
  });
}

function lastValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function joined(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}
