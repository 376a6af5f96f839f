/**
 * Crawl-frontier URL normalisation: one spelling per page, so the frontier holds each page once.
 *
 * The WHATWG URL parser does most of it: scheme and host lower-cased, IDN hosts to punycode,
 * default ports dropped, dot segments resolved (`%2e` ones too), an empty path made "/". On top:
 * - the fragment is dropped (it never reaches the server);
 * - percent-escapes are written one way (RFC 3986 §6.2.2): hex upper-cased, escapes of unreserved
 *   characters decoded (`%7e` → `~`), with the robots.txt matcher's `normalizeOctets` (RFC 9309
 *   compares the same octets, so the two cannot disagree);
 * - the query is split on `&`, empty pieces dropped (`?`, `?&`, `?a=1&` end as no query or `?a=1`),
 *   then filtered by the query rule; nothing is sorted unless `sortQuery` is set (parameter order
 *   can matter to a server, and a sorted URL is one the site never linked).
 * Left as they are, on purpose: a trailing dot in the host, user names in the URL (the fetcher
 * refuses them), `+` versus `%20`, the case of the path, and "index.html" (a different URL to the
 * server; duplicate-content checks find such pairs).
 *
 * Query rules: `keep` (default), `drop-all`, or `drop-listed` with patterns matched
 * case-insensitively against the decoded parameter name, `*` matching any run (`utm_*`).
 * Returns null for anything that is not an absolute (or, with `base`, resolvable) http(s) URL.
 */

import { anyOf, compileGlob } from "@ranklens/patterns";
import { normalizeOctets } from "../page/robots/robots-txt";

export type QueryRule = { mode: "keep" } | { mode: "drop-all" } | { mode: "drop-listed"; patterns: string[] };

/** Common tracking parameters: a starting point for a `drop-listed` rule. */
export const TRACKING_PARAMETERS: readonly string[] = [
  "utm_*",
  "fbclid",
  "gclid",
  "gclsrc",
  "dclid",
  "msclkid",
  "yclid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "igshid",
];

export interface NormalizeUrlOptions {
  query?: QueryRule;
  /** Sort the kept parameters by name (stable: repeated names keep their order). */
  sortQuery?: boolean;
  /** Resolve a relative `input` against this URL. */
  base?: string;
}

/**
 * A compiled normaliser: the patterns are compiled once, not per URL (globs without backtracking).
 * Its second argument resolves `input` against another base than `options.base` (a page's own URL
 * for its links: one parse of the link instead of resolving it first and parsing the result again).
 */
export function createUrlNormalizer(
  options: NormalizeUrlOptions = {},
): (input: string, base?: string) => string | null {
  const rule = options.query ?? { mode: "keep" };
  const dropped =
    rule.mode === "drop-listed" && rule.patterns.length > 0
      ? anyOf(rule.patterns.map((p) => compileGlob(p, { caseInsensitive: true })))
      : null;
  const sortQuery = options.sortQuery === true;

  const keepParameter = (pair: string): boolean => {
    if (rule.mode === "keep") return true;
    if (rule.mode === "drop-all") return false;
    return dropped === null || !dropped.test(parameterName(pair));
  };

  // Each setter of a URL parses its whole href again, so a part is set only when it changes: most
  // links have no fragment, no query and no escape to rewrite (the same href either way).
  return (input, base = options.base) => {
    let url: URL;
    try {
      url = new URL(input, base);
    } catch {
      return null;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    // An empty fragment ("…#") reads as "" too; the fragment comes last in the href.
    if (url.hash !== "" || url.href.endsWith("#")) url.hash = "";
    const path = url.pathname;
    const normalPath = normalizeOctets(path);
    if (normalPath !== path) url.pathname = normalPath;
    const search = url.search;
    if (search === "") {
      // An empty query ("…?") reads as "" too; with the fragment gone it ends the href.
      if (url.href.endsWith("?")) url.search = "";
      return url.href;
    }
    let pairs = search
      .slice(1)
      .split("&")
      .filter((pair) => pair !== "" && keepParameter(pair))
      .map(normalizeOctets);
    if (sortQuery) {
      pairs = pairs
        .map((pair) => ({ pair, name: parameterName(pair) }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((entry) => entry.pair);
    }
    const normalSearch = pairs.length === 0 ? "" : `?${pairs.join("&")}`;
    if (normalSearch !== search) url.search = normalSearch;
    return url.href;
  };
}

/** Normalises one URL (see the file comment); null when it is not an http(s) URL. */
export function normalizeUrl(input: string, options?: NormalizeUrlOptions): string | null {
  return createUrlNormalizer(options)(input);
}

/** A query piece's name, decoded (`utm%5Fsource=x` is named `utm_source`). */
function parameterName(pair: string): string {
  const equals = pair.indexOf("=");
  const raw = (equals === -1 ? pair : pair.slice(0, equals)).replace(/\+/g, " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
