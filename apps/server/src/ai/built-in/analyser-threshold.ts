import { assessmentMetadata, type ContentType } from "@ranklens/engine/content";

/**
 * A threshold of one of the content analysis' checks as it runs for `type` (the type's own values
 * included), so the writer holds itself to the editor's numbers instead of copies of them.
 * Undefined when `type` does not run the check.
 */
export function analyserThreshold(assessmentId: string, type: ContentType, name: string): number | undefined {
  const usage = assessmentMetadata()
    .find((a) => a.id === assessmentId)
    ?.usage.find((u) => u.type === type);
  return usage?.thresholds[name];
}
