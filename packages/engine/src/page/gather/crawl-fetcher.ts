import { lookup as systemLookup } from "node:dns";
import type { Readable } from "node:stream";
import { EngineError, isEngineError } from "../../errors.js";
import { classifyContentType, parseContentType } from "./content-type.js";
import { startDeadline } from "./deadline.js";
import { type DecodedHtml, decodeHtml } from "./decode-html.js";
import type { FetchContext } from "./fetch-context.js";
import { flattenHeaders } from "./flatten-headers.js";
import { followRedirects } from "./follow-redirects.js";
import { GATHER_DEFAULTS, type GatherTimeouts } from "./gather-options.js";
import { createGuardedAgent } from "./guarded-agent.js";
import type { LookupFunction } from "./lookup.js";
import { toEngineError } from "./network-error.js";
import { parseTargetUrl } from "./parse-target-url.js";
import { readBody } from "./read-body.js";
import { requestOnce } from "./request-once.js";
import { looksLikeHtml } from "./sniff-html.js";

const PAGE_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/** Bytes of an unwanted body read to keep the connection for the next request; past it, the socket goes. */
const DRAIN_LIMIT = 256 * 1024;

export interface CrawlFetcherOptions {
  userAgent: string;
  /** Fetch loopback and private addresses and any port (tests, local sites, `ALLOW_PRIVATE_NETWORKS`). */
  allowPrivateNetworks?: boolean;
  lookup?: LookupFunction;
  timeouts?: Partial<GatherTimeouts>;
  /** Largest decoded HTML body, in bytes. */
  maxBytes?: number;
  /** Sockets kept open per origin: the crawl's per-host concurrency. */
  connectionsPerOrigin?: number;
  /** Called with every address and port a socket is opened to. */
  onDial?: (address: string, port: number) => void;
  /** Headers to add to the request for one URL, asked at every hop (see FetchContext.headersFor). */
  headersFor?: (url: URL) => Record<string, string>;
}

export interface CrawlRequest {
  url: string;
  /** An image, script, stylesheet or PDF: only its status and headers matter, the body is not read. */
  resource?: boolean;
  /** The previous crawl's validators: the server may answer 304 Not Modified. */
  validators?: { etag: string | null; lastModified: string | null };
  /**
   * Called once when the request has really gone out (written to its connection), which can be well
   * after `fetch` was called; not called when it never does. The politeness clock spaces by it.
   */
  onSent?: () => void;
}

export interface CrawlResponse {
  /** The URL requested (no redirect is followed: a 3xx is the answer). */
  url: string;
  status: number;
  /** Names lower-cased, repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** A redirect's Location resolved against `url`, when it is a URL the crawler could fetch; else null. */
  location: string | null;
  /** The raw Location header of a redirect, also when it is unusable. */
  locationRaw: string | null;
  /** The media type without parameters (`text/html`), null when none was declared. */
  contentType: string | null;
  /** The decoded document of a 2xx HTML response; null for anything else. */
  html: string | null;
  /** The character encoding `html` was decoded from, and where it was declared. */
  charset: DecodedHtml["charset"] | null;
  /** Bytes on the wire and decoded (null when the body was not read: then Content-Length if given). */
  bytes: { transferred: number | null; decoded: number | null };
  timings: { ttfbMs: number; totalMs: number };
}

export type CrawlFetchOutcome =
  | { ok: true; response: CrawlResponse }
  | { ok: false; url: string; error: EngineError; totalMs: number };

export interface FetchedFile {
  url: string;
  /** The URL that answered, after the redirects followed (`url` when there were none or it failed). */
  finalUrl: string;
  /** Null when no response came back (`error` says why). */
  status: number | null;
  /** The body with its Content-Encoding undone (2xx only), truncated to `maxBytes` when `truncate`. */
  bytes: Buffer | null;
  truncated: boolean;
  contentType: string | null;
  error?: EngineError;
}

export interface CrawlFetcher {
  fetch(request: CrawlRequest): Promise<CrawlFetchOutcome>;
  /**
   * A site file (robots.txt, a sitemap) or a rendered page's sub-request (`accept` then): follows
   * redirects, each hop through the same guard.
   */
  fetchFile(
    url: string,
    options: { maxBytes: number; overLimit: "fail" | "truncate"; accept?: string },
  ): Promise<FetchedFile>;
  close(): Promise<void>;
}

/**
 * The crawler's fetcher: one SSRF-guarded agent for the whole crawl, so connections are reused
 * (keep-alive) across pages instead of being opened per page as `gatherPage` does. Every request
 * — page, resource, redirect target, robots.txt, sitemap — goes through the guarded connector:
 * DNS answers are checked and the socket opens to exactly the checked address. Redirects of pages
 * are not followed: the crawler records each hop as its own URL (chains and loops are site
 * issues), and the target goes through the same URL policy before it is ever requested.
 */
export function createCrawlFetcher(options: CrawlFetcherOptions): CrawlFetcher {
  const allowPrivateNetworks = options.allowPrivateNetworks ?? false;
  const timeouts = { ...GATHER_DEFAULTS.timeouts, ...options.timeouts };
  const maxBytes = options.maxBytes ?? GATHER_DEFAULTS.maxBytes;
  const agent = createGuardedAgent({
    allowPrivateNetworks,
    lookup: options.lookup ?? (systemLookup as LookupFunction),
    connectTimeoutMs: timeouts.connectMs,
    headersTimeoutMs: timeouts.headersMs,
    bodyIdleTimeoutMs: timeouts.headersMs,
    onDial: options.onDial,
    connections: options.connectionsPerOrigin ?? 2,
  });
  const contextFor = (url: string, accept: string, totalMs: number): FetchContext => ({
    agent,
    deadline: startDeadline(totalMs, url),
    allowPrivateNetworks,
    maxRedirects: GATHER_DEFAULTS.maxRedirects,
    userAgent: options.userAgent,
    accept,
    connectTimeoutMs: timeouts.connectMs,
    headersTimeoutMs: timeouts.headersMs,
    ...(options.headersFor ? { headersFor: options.headersFor } : {}),
  });

  async function fetch(request: CrawlRequest): Promise<CrawlFetchOutcome> {
    const started = performance.now();
    const context = contextFor(request.url, PAGE_ACCEPT, timeouts.totalMs);
    try {
      const target = parseTargetUrl(request.url, { allowPrivateNetworks });
      const response = await requestOnce(
        target,
        context,
        conditionalHeaders(request.validators),
        request.onSent,
      );
      const headers = flattenHeaders(response.headers);
      const contentType = parseContentType(headers["content-type"]);
      const locationRaw = REDIRECT_STATUSES.has(response.status) ? (headers.location ?? null) : null;
      const base = {
        url: target.href,
        status: response.status,
        headers,
        location: locationRaw === null ? null : resolveLocation(locationRaw, target, allowPrivateNetworks),
        locationRaw,
        contentType: contentType?.essence ?? null,
        timings: { ttfbMs: response.ttfbMs, totalMs: 0 },
      };
      const kind = classifyContentType(contentType);
      const wantBody =
        !request.resource && response.status >= 200 && response.status <= 299 && kind !== "other";
      if (!wantBody) {
        await drain(response.body);
        const declared = Number(headers["content-length"]);
        return done({
          ...base,
          html: null,
          charset: null,
          bytes: { transferred: Number.isFinite(declared) ? declared : null, decoded: null },
        });
      }
      const body = await readBody(response.body, headers["content-encoding"], {
        maxBytes,
        overLimit: "fail",
        url: target.href,
      });
      const isHtml = kind === "html" || looksLikeHtml(body.bytes);
      const decoded = isHtml ? decodeHtml(body.bytes, contentType?.charset ?? null) : null;
      return done({
        ...base,
        html: decoded?.html ?? null,
        charset: decoded?.charset ?? null,
        bytes: { transferred: body.transferred, decoded: body.decoded },
      });
    } catch (error) {
      const engineError = isEngineError(error)
        ? error
        : toEngineError(error, { ...context, url: request.url });
      return { ok: false, url: request.url, error: engineError, totalMs: elapsed(started) };
    } finally {
      context.deadline.dispose();
    }

    function done(response: CrawlResponse): CrawlFetchOutcome {
      response.timings.totalMs = elapsed(started);
      return { ok: true, response };
    }
  }

  async function fetchFile(
    url: string,
    fileOptions: { maxBytes: number; overLimit: "fail" | "truncate"; accept?: string },
  ): Promise<FetchedFile> {
    const accept = fileOptions.accept ?? "application/xml,text/xml,text/plain;q=0.9,*/*;q=0.5";
    const context = contextFor(url, accept, timeouts.totalMs);
    try {
      const { response, redirects } = await followRedirects(
        parseTargetUrl(url, { allowPrivateNetworks }),
        context,
      );
      const finalUrl = redirects.at(-1)?.location ?? url;
      const headers = flattenHeaders(response.headers);
      const contentType = parseContentType(headers["content-type"])?.essence ?? null;
      if (response.status < 200 || response.status > 299) {
        await drain(response.body);
        return { url, finalUrl, status: response.status, bytes: null, truncated: false, contentType };
      }
      const body = await readBody(response.body, headers["content-encoding"], {
        maxBytes: fileOptions.maxBytes,
        overLimit: fileOptions.overLimit,
        url,
      });
      return {
        url,
        finalUrl,
        status: response.status,
        bytes: body.bytes,
        truncated: body.truncated,
        contentType,
      };
    } catch (error) {
      const engineError = isEngineError(error) ? error : toEngineError(error, { ...context, url });
      return {
        url,
        finalUrl: url,
        status: null,
        bytes: null,
        truncated: false,
        contentType: null,
        error: engineError,
      };
    } finally {
      context.deadline.dispose();
    }
  }

  return {
    fetch,
    fetchFile,
    // destroy, not close: never wait on a slow server's keep-alive socket.
    close: () => agent.destroy().catch(() => {}),
  };
}

function conditionalHeaders(validators: CrawlRequest["validators"]): Record<string, string> {
  const headers: Record<string, string> = {};
  if (validators?.etag) headers["if-none-match"] = validators.etag;
  if (validators?.lastModified) headers["if-modified-since"] = validators.lastModified;
  return headers;
}

/** A Location the crawler may request (same URL policy as any page), or null when it may not. */
function resolveLocation(location: string, base: URL, allowPrivateNetworks: boolean): string | null {
  try {
    return parseTargetUrl(location, { allowPrivateNetworks }, base).href;
  } catch (error) {
    if (error instanceof EngineError) return null;
    throw error;
  }
}

/**
 * Reads and drops a body the crawler does not need, so the connection can carry the next request;
 * a body larger than DRAIN_LIMIT is cut off with its socket instead.
 */
async function drain(body: Readable): Promise<void> {
  const dumpable = body as Readable & { dump?: (options: { limit: number }) => Promise<void> };
  try {
    if (dumpable.dump) await dumpable.dump({ limit: DRAIN_LIMIT });
    else body.destroy();
  } catch {
    // A body that fails while being dropped changes nothing about the answer.
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
