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
 * `re:`, a JavaScript regular expression searched anywhere in it (`re:^/(en|de)/`). An invalid
 * regular expression is a configuration error and throws when the scope is created. Both sides are
 * compared with percent-escapes written one way (non-ASCII as UTF-8 escapes, hex upper case,
 * unreserved characters decoded), so a glob may be written `/café/*` or `/caf%c3%a9/*`; a regular
 * expression sees that escaped form.
 * Exclude wins over include. An empty include list includes everything. The start URL itself
 * is never "not-included" (it is the seed the crawl needs to find included pages), but it can be
 * excluded.
 *
 * Depth is the caller's click depth of the URL (the start URL is 0); `maxDepth` undefined is no
 * limit. Checks run in the order of the reasons below, so a URL gets the first reason that applies.
 */
import { normalizeOctets } from "../page/robots/robots-txt";
import { globToRegExp } from "./glob";

export interface CrawlScopeOptions {
  startUrl: string;
  includeSubdomains?: boolean;
  include?: string[];
  exclude?: string[];
  maxDepth?: number;
}

export type ScopeOutOfReason = "not-http" | "other-host" | "excluded" | "not-included" | "too-deep";

export type ScopeDecision = { inScope: true } | { inScope: false; reason: ScopeOutOfReason };

export type CrawlScope = (url: string, depth: number) => ScopeDecision;

const IN_SCOPE: ScopeDecision = { inScope: true };

/** Compiles the scope once (patterns become RegExps); the result decides each URL. */
export function createCrawlScope(options: CrawlScopeOptions): CrawlScope {
  const start = parseHttpUrl(options.startUrl);
  if (!start) throw new Error(`The start URL "${options.startUrl}" is not an http(s) URL.`);
  const siteHost = withoutWww(start.hostname);
  const port = start.port;
  const startTarget = targetOf(start);
  const include = (options.include ?? []).map(compilePattern);
  const exclude = (options.exclude ?? []).map(compilePattern);
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
    if (!onSite(url)) return { inScope: false, reason: "other-host" };
    const target = targetOf(url);
    if (exclude.some((test) => test(target))) return { inScope: false, reason: "excluded" };
    if (include.length > 0 && target !== startTarget && !include.some((test) => test(target))) {
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

function compilePattern(pattern: string): (target: string) => boolean {
  if (pattern.startsWith("re:")) {
    let regex: RegExp;
    try {
      regex = new RegExp(pattern.slice(3), "u");
    } catch (error) {
      throw new Error(`The scope pattern "${pattern}" is not a valid regular expression.`, { cause: error });
    }
    return (target) => regex.test(target);
  }
  const glob = globToRegExp(normalizeOctets(pattern));
  return (target) => glob.test(target);
}
