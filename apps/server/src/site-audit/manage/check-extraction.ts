import { extractionProblem, searchProblem } from "@ranklens/engine";
import type { CrawlSettings } from "@ranklens/shared";
import { AppError } from "../../errors";

/**
 * Custom extraction rules and searches must compile when the site is saved, not fail at the crawl's
 * first page. The message names the rule: the form shows all of them in one box.
 */
export function checkExtraction(settings: CrawlSettings): CrawlSettings {
  for (const [index, rule] of settings.extraction.entries()) {
    const problem = extractionProblem(rule);
    if (problem !== null) {
      throw new AppError("INVALID_REQUEST", `${rule.name}: ${problem}`, {
        details: { field: `settings.extraction.${index}.selector` },
      });
    }
  }
  for (const [index, rule] of settings.search.entries()) {
    const problem = searchProblem(rule);
    if (problem !== null) {
      throw new AppError("INVALID_REQUEST", `${rule.name}: ${problem}`, {
        details: { field: `settings.search.${index}.pattern` },
      });
    }
  }
  return settings;
}
