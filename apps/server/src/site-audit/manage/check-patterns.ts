import { pathPatternProblem } from "@ranklens/patterns";
import type { CrawlSettings } from "@ranklens/shared";
import { AppError } from "../../errors";

/**
 * Include/exclude patterns must be usable when a site is saved, not only at its crawl's first URL
 * in the background: each must compile for the linear-time engine (@ranklens/patterns, ADR 019)
 * and be able to match a path and query (see pathPatternProblem). The patterns are not refused for
 * not matching the start URL itself: the start URL is the seed, in scope whatever the includes
 * say, so starting at `/` to crawl `/blog/*` is a normal use.
 */
export function checkPatterns(settings: CrawlSettings): CrawlSettings {
  for (const field of ["include", "exclude"] as const) {
    for (const pattern of settings[field]) {
      const problem = pathPatternProblem(pattern);
      if (problem !== null) {
        throw new AppError("INVALID_REQUEST", problem, { details: { field: `settings.${field}` } });
      }
    }
  }
  return settings;
}
