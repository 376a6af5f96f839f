/**
 * robots.txt: how crawlers read it — RFC 9309 and Google's documented behaviour
 * (developers.google.com/search/docs/crawling-indexing/robots/robots_txt) — and
 * Lighthouse's validation rules.
 *
 * Matching: the group of the crawler's product token (case-insensitive, a version after "/"
 * dropped), else the "*" group; groups naming the same crawler are merged, and a crawler's own
 * group applies even when it holds no rule. A user-agent line after rules starts a new group;
 * other records (sitemap, crawl-delay, unknown ones) neither start nor end one. Paths and
 * patterns are compared as octets after one normalisation (RFC 9309 §2.2.2): characters outside
 * ASCII (and spaces, quotes, angle brackets, braces, back-ticks and controls) percent-encoded as
 * UTF-8, percent-encoded unreserved characters decoded, other escapes upper-cased. The longest
 * matching pattern wins, an allow on a tie; `*` matches any run, a final `$` the end. /robots.txt
 * itself is always allowed. `robots-txt.test.ts` compares it with the robots-parser package that
 * Lighthouse uses and names where they differ.
 *
 * Crawl-delay (not in RFC 9309; Bing and Yandex honour it, Google ignores it) belongs to the group
 * it is written in, like a rule, and is looked up the same way: the crawler's own group, else "*".
 * The first readable value in a group counts (a non-negative number of seconds, decimals allowed).
 * Sitemap lines belong to no group.
 */

import { memoizedLast } from "../../text/memoized";

export interface RobotsRule {
  allow: boolean;
  /** The pattern as written. */
  pattern: string;
  /** The pattern normalised for matching (see above). */
  normalized: string;
  line: number;
}

export interface ParsedRobotsTxt {
  groups: Map<string, RobotsRule[]>;
  /** Crawl-delay in seconds by product token, for the groups that set one. */
  crawlDelays: Map<string, number>;
  /** Sitemap URLs as written, in order. */
  sitemaps: string[];
}

const DIRECTIVE_SAFELIST = new Set([
  "user-agent",
  "disallow",
  "allow",
  "sitemap",
  "crawl-delay",
  "clean-param",
  "host",
  "request-rate",
  "visit-time",
  "noindex",
  "content-signal",
]);

/** A crawler's product token as groups are keyed: lower case, without a version ("Googlebot/2.1" → "googlebot"). */
export function userAgentToken(agent: string): string {
  const lower = agent.trim().toLowerCase();
  const slash = lower.indexOf("/");
  return slash === -1 ? lower : lower.slice(0, slash).trim();
}

/** Parses robots.txt into user-agent groups. */
export function parseRobotsTxt(body: string): ParsedRobotsTxt {
  const groups = new Map<string, RobotsRule[]>();
  const crawlDelays = new Map<string, number>();
  const sitemaps: string[] = [];
  let current: string[] = [];
  // The current group's Crawl-delay, for user-agent lines that join the group after it.
  let currentDelay: number | null = null;
  // Whether the current group already has rules: a user-agent line after them starts a new group.
  let sawRules = true;
  body.split(/\r\n|\r|\n/).forEach((rawLine, index) => {
    const hash = rawLine.indexOf("#");
    const line = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
    const colon = line.indexOf(":");
    if (colon === -1) return;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "user-agent") {
      if (sawRules) {
        current = [];
        currentDelay = null;
      }
      sawRules = false;
      const token = userAgentToken(value);
      if (token === "") return;
      current.push(token);
      if (currentDelay !== null && !crawlDelays.has(token)) crawlDelays.set(token, currentDelay);
      if (!groups.has(token)) groups.set(token, []);
      return;
    }
    if (key === "sitemap") {
      if (value !== "") sitemaps.push(value);
      return;
    }
    if (key === "crawl-delay") {
      const seconds = /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isNaN(seconds) || currentDelay !== null) return;
      currentDelay = seconds;
      for (const agent of current) if (!crawlDelays.has(agent)) crawlDelays.set(agent, seconds);
      return;
    }
    if (key !== "allow" && key !== "disallow") return;
    sawRules = true;
    // An empty pattern matches nothing (an empty Disallow allows everything).
    if (value === "") return;
    const rule = {
      allow: key === "allow",
      pattern: value,
      normalized: normalizeOctets(value),
      line: index + 1,
    };
    for (const agent of current) groups.get(agent)!.push(rule);
  });
  return { groups, crawlDelays, sitemaps };
}

/** The Crawl-delay (seconds) that applies to `userAgent` (undefined → "*"), or null when none does. */
export function crawlDelayFor(robots: ParsedRobotsTxt, userAgent?: string): number | null {
  const token = userAgentToken(userAgent ?? "*");
  const group = robots.groups.has(token) ? token : "*";
  return robots.crawlDelays.get(group) ?? null;
}

const HEX = "0123456789ABCDEF";

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

// RFC 3986 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~".
function isUnreserved(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) ||
    ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
    c === 0x2d ||
    c === 0x2e ||
    c === 0x5f ||
    c === 0x7e
  );
}

// ASCII characters a URL parser percent-encodes in a path: controls, space, " < > ` { } and DEL.
function isEncodedInPaths(c: number): boolean {
  return (
    c <= 0x20 ||
    c === 0x22 ||
    c === 0x3c ||
    c === 0x3e ||
    c === 0x60 ||
    c === 0x7b ||
    c === 0x7d ||
    c === 0x7f
  );
}

function percentEncode(text: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) out += `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
  return out;
}

/**
 * A path (or pattern) as the octets RFC 9309 compares: non-ASCII characters (and those URL
 * parsers encode) percent-encoded as UTF-8, escapes of unreserved characters decoded, other
 * escapes upper-cased. `*` and `$` are left as they are, so patterns keep their meaning.
 */
export function normalizeOctets(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25) {
      const high = hexValue(text.charCodeAt(i + 1));
      const low = hexValue(text.charCodeAt(i + 2));
      if (high >= 0 && low >= 0) {
        const byte = high * 16 + low;
        out += isUnreserved(byte) ? String.fromCharCode(byte) : `%${HEX[high]}${HEX[low]}`;
        i += 2;
        continue;
      }
      out += "%";
    } else if (c >= 0x80) {
      // One code point (a surrogate pair together; a lone surrogate becomes U+FFFD, as in URLs).
      const width = c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
      out += percentEncode(text.slice(i, i + width));
      i += width - 1;
    } else if (isEncodedInPaths(c)) {
      out += percentEncode(text[i]!);
    } else {
      out += text[i];
    }
  }
  return out;
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const parts = body.split("*");
  let pos = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i === 0) {
      if (!path.startsWith(part)) return false;
      pos = part.length;
      continue;
    }
    const isLast = i === parts.length - 1;
    if (isLast && anchored) {
      return path.length - part.length >= pos && path.endsWith(part);
    }
    const found = path.indexOf(part, pos);
    if (found === -1) return false;
    pos = found + part.length;
  }
  return anchored ? pos === path.length : true;
}

/** The rule that decides `url` for `userAgent` (undefined → "*"), or null when none matches. */
export function matchingRule(robots: ParsedRobotsTxt, url: string, userAgent?: string): RobotsRule | null {
  const path = robotsPathOf(url);
  if (path === null) return null;
  const rules = robots.groups.get(userAgentToken(userAgent ?? "*")) ?? robots.groups.get("*") ?? [];
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    if (!matches(rule.normalized, path)) continue;
    if (
      !best ||
      rule.normalized.length > best.normalized.length ||
      (rule.normalized.length === best.normalized.length && rule.allow && !best.allow)
    ) {
      best = rule;
    }
  }
  return best;
}

/**
 * The normalised path and query that rules are matched against; null when no rule applies: the
 * URL cannot be parsed, or it is /robots.txt itself, always allowed (RFC 9309 §2.2.2). A page's
 * checks ask about one URL for a dozen crawlers in a row: its path is worked out once.
 */
const robotsPathOf = memoizedLast((url: string): string | null => {
  try {
    const u = new URL(url);
    return u.pathname === "/robots.txt" ? null : normalizeOctets(u.pathname + u.search);
  } catch {
    return null;
  }
});

/** Whether `userAgent` may crawl `url`. */
export function isAllowed(robots: ParsedRobotsTxt, url: string, userAgent?: string): boolean {
  const rule = matchingRule(robots, url, userAgent);
  return !rule || rule.allow;
}

export interface RobotsTxtError {
  line: number;
  content: string;
  message: string;
}

function isValidSitemap(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:" || u.protocol === "ftp:";
  } catch {
    return false;
  }
}

/** Lighthouse's robots-txt validation: one error per invalid line. */
export function validateRobotsTxt(body: string): RobotsTxtError[] {
  const errors: RobotsTxtError[] = [];
  let inGroup = false;
  const lines = body.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const rawLine = lines[index]!;
    const hash = rawLine.indexOf("#");
    const line = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
    if (line === "") continue;
    const fail = (message: string): void => {
      errors.push({ line: index + 1, content: rawLine.trim(), message });
    };
    const colon = line.indexOf(":");
    if (colon === -1) {
      fail("Syntax not understood");
      continue;
    }
    const directive = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (!DIRECTIVE_SAFELIST.has(directive)) {
      fail("Unknown directive");
      continue;
    }
    if (directive === "user-agent") {
      if (!value) {
        fail("No user-agent specified");
        continue;
      }
      inGroup = true;
    } else if (directive === "allow" || directive === "disallow") {
      if (!inGroup) {
        fail("No user-agent specified");
        continue;
      }
      if (value !== "" && value[0] !== "/" && value[0] !== "*") {
        fail('Pattern should either be empty, start with "/" or "*"');
        continue;
      }
      const dollar = value.indexOf("$");
      if (dollar !== -1 && dollar !== value.length - 1) {
        fail('"$" should only be used at the end of the pattern');
      }
    } else if (directive === "sitemap") {
      if (!isValidSitemap(value)) {
        fail("Invalid sitemap URL");
      }
    }
  }
  return errors;
}
