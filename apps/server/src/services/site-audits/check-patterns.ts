import type { CrawlSettings } from "@ranklens/shared";
import { AppError } from "../../errors";

/**
 * Include/exclude patterns written as `re:<regular expression>` must compile: a site saved with
 * a broken one would only fail later, in the background, at its crawl's first URL.
 */
export function checkPatterns(settings: CrawlSettings): CrawlSettings {
  for (const field of ["include", "exclude"] as const) {
    for (const pattern of settings[field]) {
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
