import { selectorProblem } from "@ranklens/engine";
import type { CrawlSettings } from "@ranklens/shared";
import { AppError } from "../../errors";

/** Custom extraction rules must compile when the site is saved, not fail at the crawl's first page. */
export function checkExtraction(settings: CrawlSettings): CrawlSettings {
  for (const [index, rule] of settings.extraction.entries()) {
    const problem = selectorProblem(rule.selector);
    if (problem !== null) {
      throw new AppError("INVALID_REQUEST", problem, {
        details: { field: `settings.extraction.${index}.selector` },
      });
    }
  }
  return settings;
}
