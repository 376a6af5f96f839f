import { compileGlob } from "./glob";
import { anyOf, MATCHES_NOTHING, type Matcher } from "./matcher";
import { PatternError } from "./pattern-error";
import { compileRegex } from "./regex";

/** Marks a path pattern written as a regular expression instead of a glob. */
export const REGEX_PREFIX = "re:";

const PATH_HINT = "patterns are matched against the path and query, which start with / (for example /blog/*)";

/**
 * A crawl's include or exclude pattern, matched against a URL's path and query (`/blog/post?p=2`):
 * a glob matching the whole of it (`/blog/*`, `*?sort=*`), or, prefixed `re:`, a regular
 * expression searched anywhere in it (`re:^/(en|de)/`). Throws a PatternError when the pattern
 * cannot be used or can match no path (see pathPatternProblem).
 */
export function compilePathPattern(pattern: string): Matcher {
  const nothing = matchesNothing(pattern);
  if (nothing !== null) throw new PatternError(pattern, `Pattern "${pattern}" matches nothing: ${nothing}`);
  if (!pattern.startsWith(REGEX_PREFIX)) return compileGlob(pattern);
  try {
    return compileRegex(pattern.slice(REGEX_PREFIX.length));
  } catch (error) {
    if (error instanceof PatternError) {
      throw new PatternError(pattern, `Pattern "${pattern}": ${lowerFirst(error.message)}`);
    }
    throw error;
  }
}

/** One matcher for a list: true when any pattern matches; an empty list matches nothing. */
export function compilePathPatterns(patterns: readonly string[]): Matcher {
  if (patterns.length === 0) return MATCHES_NOTHING;
  return anyOf(patterns.map(compilePathPattern));
}

/** Why `pattern` cannot be used as a path pattern, or null when it can. */
export function pathPatternProblem(pattern: string): string | null {
  try {
    compilePathPattern(pattern);
    return null;
  } catch (error) {
    if (error instanceof PatternError) return error.message;
    throw error;
  }
}

/**
 * Why `pattern` can match no path and query, or null. They always start with "/": a glob that
 * starts with anything but "/" or "*" (`blog/*`, `https://example.com/blog/*`) or a regular
 * expression anchored to a letter (`re:^https?://`) matches no URL, and an include list of only
 * such patterns would crawl the start URL alone.
 */
function matchesNothing(pattern: string): string | null {
  const regex = pattern.startsWith(REGEX_PREFIX);
  // What a matching target must start with: a glob matches the whole of it, a regex only what it anchors.
  const head = regex ? (pattern.startsWith(`${REGEX_PREFIX}^`) ? pattern.slice(4) : "") : pattern;
  const cannotStart = regex ? /^[\p{L}\p{N}]/u.test(head) : !head.startsWith("/") && !head.startsWith("*");
  if (!cannotStart) return null;
  return /^(https?\b|www\.)/i.test(head) ? `write the path without the site, ${PATH_HINT}` : PATH_HINT;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
