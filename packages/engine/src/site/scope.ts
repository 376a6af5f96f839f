/**
 * Whether a discovered URL belongs to the crawl.
 *
 * Host: a URL is on the site when its host (with port) is the start URL's, or differs from it only
 * by a leading "www." — `www.example.com` and `example.com` are one site, since sites redirect one
 * to the other and a crawl must follow that. The scheme does not matter (http → https redirects).
 * With `includeSubdomains`, every host under the start host without its "www." is in too: a start
 * at `example.com` or `www.example.com` includes `blog.example.com` and `a.b.example.com`, but a
 * start at `blog.example.com` does not include `example.com` or `shop.example.com` (no public
 * suffix list: going up from the start host is the user's call, by choosing the start URL).
 *
 * Patterns are matched against the path and query (`/blog/post?page=2`). A pattern is a glob
 * matching the whole of it (`*` any run, slashes included: `/blog/*`, `*?sort=*`), or, prefixed
 * `re:`, a regular expression searched anywhere in it (`re:^/(en|de)/`), run by a linear-time
 * engine (@ranklens/patterns, ADR 019): a site can link to any path it likes, and no pattern may
 * make one take long. A pattern that cannot be used throws a PatternError when the scope is
 * created. Both sides are
 * compared with percent-escapes written one way (non-ASCII as UTF-8 escapes, hex upper case,
 * unreserved characters decoded), so a glob may be written `/café/*` or `/caf%c3%a9/*`; a regular
 * expression sees that escaped form.
 * Exclude wins over include. An empty include list includes everything. The start URL itself
 * is never "not-included" (it is the seed the crawl needs to find included pages), but it can be
 * excluded.
 *
 * A URL longer than MAX_CRAWL_URL_LENGTH is not crawled ("too-long"): the sitemap protocol's limit,
 * past which URLs are almost always generated junk, and a bound on what every later step (patterns,
 * storage) is handed.
 *
 * Depth is the caller's click depth of the URL (the start URL is 0); `maxDepth` undefined is no
 * limit. Checks run in the order of the reasons below, so a URL gets the first reason that applies.
 */
import { compilePathPatterns, type Matcher, REGEX_PREFIX } from "@ranklens/patterns";
import { normalizeOctets } from "../page/robots/robots-txt";

/** The longest URL a crawl fetches (the sitemap protocol's "less than 2,048 characters"). */
export const MAX_CRAWL_URL_LENGTH = 2_047;

export interface CrawlScopeOptions {
  startUrl: string;
  includeSubdomains?: boolean;
  include?: string[];
  exclude?: string[];
  maxDepth?: number;
}

export type ScopeOutOfReason =
  | "not-http"
  | "too-long"
  | "other-host"
  | "excluded"
  | "not-included"
  | "too-deep";

export type ScopeDecision = { inScope: true } | { inScope: false; reason: ScopeOutOfReason };

export type CrawlScope = (url: string, depth: number) => ScopeDecision;

const IN_SCOPE: ScopeDecision = { inScope: true };

/** Compiles the scope once (patterns become matchers); the result decides each URL. */
export function createCrawlScope(options: CrawlScopeOptions): CrawlScope {
  const start = parseHttpUrl(options.startUrl);
  if (!start) throw new Error(`The start URL "${options.startUrl}" is not an http(s) URL.`);
  const siteHost = withoutWww(start.hostname);
  const port = start.port;
  const startTarget = targetOf(start);
  const include = compileList(options.include);
  const exclude = compileList(options.exclude);
  const includeSubdomains = options.includeSubdomains === true;
  const maxDepth = options.maxDepth ?? Number.POSITIVE_INFINITY;

  const onSite = (url: URL): boolean => {
    if (url.port !== port) return false;
    const host = withoutWww(url.hostname);
    return host === siteHost || (includeSubdomains && host.endsWith(`.${siteHost}`));
  };

  return (input, depth) => {
    const url = parseHttpUrl(input);
    if (!url) return { inScope: false, reason: "not-http" };
    if (input.length > MAX_CRAWL_URL_LENGTH) return { inScope: false, reason: "too-long" };
    if (!onSite(url)) return { inScope: false, reason: "other-host" };
    const target = targetOf(url);
    if (exclude?.test(target)) return { inScope: false, reason: "excluded" };
    if (include && target !== startTarget && !include.test(target)) {
      return { inScope: false, reason: "not-included" };
    }
    if (depth > maxDepth) return { inScope: false, reason: "too-deep" };
    return IN_SCOPE;
  };
}

function parseHttpUrl(input: string): URL | null {
  try {
    const url = new URL(input);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

// Percent-escapes written one way (as normalize-url.ts does), so `/café/*` matches `/caf%C3%A9/x`.
function targetOf(url: URL): string {
  return normalizeOctets(url.pathname + url.search);
}

// "www.com" keeps its "www." (a lone "com" would put every .com host under it).
function withoutWww(hostname: string): string {
  return hostname.startsWith("www.") && hostname.indexOf(".", 4) !== -1 ? hostname.slice(4) : hostname;
}

/** A list's one matcher (null for an empty list); globs compare with escapes written as URLs are. */
function compileList(patterns: readonly string[] | undefined): Matcher | null {
  if (!patterns || patterns.length === 0) return null;
  return compilePathPatterns(patterns.map((p) => (p.startsWith(REGEX_PREFIX) ? p : normalizeOctets(p))));
}
