import { characterCount, lengthVerdict } from "../../../text/length-band";
import { plural } from "../../assessment";
import type { AssessmentOutcome } from "../../result";

/** Scores of a text whose length should fall between two bounds. */
export interface LengthBandConfig {
  thresholds: { min?: number; max?: number };
  scores: { good?: number; tooShort?: number; tooLong?: number; missing?: number };
}

/**
 * The assessment of a title-like text that search results show and cut off: missing, too short,
 * too long or good, by the engine's one length verdict (text/length-band.ts: the same count and
 * bands as the page checks, the report and the editor's counter).
 */
export function lengthBandOutcome(
  value: string,
  { thresholds: t, scores: s }: LengthBandConfig,
  words: { field: "title" | "metaDescription"; name: string; missingSuggestion: string },
): AssessmentOutcome {
  const length = characterCount(value);
  const verdict = lengthVerdict(length, { min: t.min!, max: t.max! });
  if (verdict === "missing")
    return {
      score: s.missing!,
      code: "missing",
      text: `There is no ${words.name}.`,
      suggestion: words.missingSuggestion,
    };
  const mark = [{ field: words.field, start: 0, end: value.length }];
  const text = `The ${words.name} has ${plural(length, "character")}.`;
  if (verdict === "tooShort") {
    return {
      score: s.tooShort!,
      code: "too-short",
      text: `${text} It is too short.`,
      suggestion: `Lengthen it to ${t.min}–${t.max} characters.`,
      marks: mark,
    };
  }
  if (verdict === "tooLong") {
    return {
      score: s.tooLong!,
      code: "too-long",
      text: `${text} Search results will cut it off.`,
      suggestion: `Shorten it to at most ${t.max} characters.`,
      marks: mark,
    };
  }
  return { score: s.good!, code: "good", text, suggestion: "" };
}
