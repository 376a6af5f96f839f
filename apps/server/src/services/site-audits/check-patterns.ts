import type { CrawlSettings } from "@ranklens/shared";
import { AppError } from "../../errors";

/**
 * Include/exclude patterns written as `re:<regular expression>` must compile: a site saved with
 * a broken one would only fail later, in the background, at its crawl's first URL.
 *
 * And a pattern must be able to match something. Patterns are matched against a URL's path and
 * query (engine site/scope.ts), which always start with "/": a glob that starts with anything but
 * "/" or "*" (`blog/*`, `https://example.com/blog/*`, `example.com/*`) or a regular expression
 * anchored to a letter (`re:^https?://`, `re:^blog`) matches no URL, and an include list of only
 * such patterns crawls the start URL alone. The patterns are not refused for not matching the start
 * URL itself: the start URL is the seed, in scope whatever the includes say, so starting at `/` to
 * crawl `/blog/*` is a normal use.
 */
export function checkPatterns(settings: CrawlSettings): CrawlSettings {
  for (const field of ["include", "exclude"] as const) {
    for (const pattern of settings[field]) {
      const nothing = matchesNothing(pattern);
      if (nothing) {
        throw new AppError("INVALID_REQUEST", `Pattern "${pattern}" matches nothing: ${nothing}`, {
          details: { field: `settings.${field}` },
        });
      }
      if (!pattern.startsWith("re:")) continue;
      try {
        new RegExp(pattern.slice(3));
      } catch {
        throw new AppError("INVALID_REQUEST", `Pattern "${pattern}" is not a valid regular expression`, {
          details: { field: `settings.${field}` },
        });
      }
    }
  }
  return settings;
}

const PATH_HINT = "patterns are matched against the path and query, which start with / (for example /blog/*)";

/** Why `pattern` can match no path and query, or null. */
function matchesNothing(pattern: string): string | null {
  const regex = pattern.startsWith("re:");
  // What a matching target must start with: a glob matches the whole of it, a regex only what it anchors.
  const head = regex ? (pattern.startsWith("re:^") ? pattern.slice(4) : "") : pattern;
  const cannotStart = regex ? /^[\p{L}\p{N}]/u.test(head) : !head.startsWith("/") && !head.startsWith("*");
  if (!cannotStart) return null;
  return /^(https?\b|www\.)/i.test(head) ? `write the path without the site, ${PATH_HINT}` : PATH_HINT;
}
