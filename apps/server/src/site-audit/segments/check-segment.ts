import { compileRegex, isPatternError } from "@ranklens/patterns";
import { PAGE_REGEX_OPTIONS, type SegmentDefinition } from "@ranklens/shared";
import { AppError } from "../../errors";
import { issueTypeById } from "../site-checks";

/**
 * What the schema cannot judge: a check condition names a site issue that exists, a regex is one
 * the linear-time engine runs, and a search's name is one a search can have (no " or \, so it is
 * a plain key of the stored counts). Refused on the condition's field (`conditions.2.value`).
 */
export function checkSegment(definition: SegmentDefinition, fieldPrefix = ""): void {
  definition.conditions.forEach((condition, index) => {
    const field = `${fieldPrefix}conditions.${index}.value`;
    if (condition.field === "check" && !issueTypeById(String(condition.value)))
      throw new AppError("INVALID_REQUEST", `There is no site issue "${condition.value}".`, {
        details: { field },
      });
    if (condition.field === "search" && /["\\]/.test(String(condition.value)))
      throw new AppError("INVALID_REQUEST", `There is no custom search named “${condition.value}”.`, {
        details: { field },
      });
    if (condition.field === "regex") {
      try {
        compileRegex(String(condition.value), PAGE_REGEX_OPTIONS);
      } catch (error) {
        if (!isPatternError(error)) throw error;
        throw new AppError("INVALID_REQUEST", error.message, { details: { field } });
      }
    }
  });
}
