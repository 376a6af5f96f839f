import { defineAssessment, plural } from "../../assessment";

/** How many uses of the keyphrase a text of `words` words should have. */
export interface DensityTarget {
  min: number;
  max: number;
}

/**
 * Yoast's rule made visible (content-anchors.md §1.3 #3, §1.10): density 0.5–3% of the words,
 * adjusted for keyphrase length (a keyphrase of n content words counts 0.7 + n/3 times), never
 * fewer than 2 uses from 100 words on; 1–2 uses in 51–99 words; exactly 1 in 50 words or fewer.
 */
export function densityTarget(
  words: number,
  keyphraseWords: number,
  t: Record<string, number>,
): DensityTarget {
  if (words <= t.veryShortText!) return { min: 1, max: 1 };
  if (words < t.shortText!) return { min: 1, max: 2 };
  const factor = 0.7 + keyphraseWords / 3;
  const min = Math.max(2, Math.ceil((words * t.minPercent!) / 100 / factor));
  const max = Math.max(min, Math.floor((words * t.maxPercent!) / 100 / factor));
  return { min, max };
}

/** The keyphrase is used often enough, but not stuffed. */
export const keyphraseDensity = defineAssessment({
  id: "keyphrase-density",
  category: "seo",
  major: true,
  title: "Keyphrase density",
  description:
    "Using the keyphrase a few times confirms the topic; using it too often reads as stuffing, which search engines demote. The target count shown is the density range converted to uses.",
  defaults: {
    thresholds: { minPercent: 0.5, maxPercent: 3, wayOverPercent: 4, shortText: 100, veryShortText: 50 },
    scores: { good: 9, tooFew: 4, none: 2, over: 3, wayOver: 0 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: uses within the target: ${t.minPercent}–${t.maxPercent}% of the words divided by (0.7 + content words ÷ 3), at least 2 uses from ${t.shortText} words on; 1–2 uses for ${t.veryShortText! + 1}–${t.shortText! - 1} words; 1 use up to ${t.veryShortText} words`,
    `${s.tooFew}: fewer uses than the target`,
    `${s.none}: the keyphrase is not used`,
    `${s.over}: more than the target, up to ${t.wayOverPercent}% adjusted density (1 extra use for texts under ${t.shortText} words)`,
    `${s.wayOver}: above that`,
  ],
  isApplicable: (researcher) =>
    researcher.get("keyphrase") !== null && researcher.get("bodyTokens").length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const phrase = researcher.get("keyphrase")!;
    const words = researcher.get("bodyTokens").length;
    const { count, marks } = researcher.get("keyphraseOccurrences");
    const target = densityTarget(words, phrase.stems.length, t);
    const range = target.min === target.max ? `${target.min}` : `${target.min}–${target.max}`;
    const found = `The keyphrase is used ${plural(count, "time")}; the target for ${plural(words, "word")} is ${range}.`;
    if (count === 0)
      return {
        score: s.none!,
        code: "none",
        text: found,
        suggestion: `Use "${phrase.raw}" ${range} times where it fits naturally.`,
        marks,
      };
    if (count < target.min)
      return {
        score: s.tooFew!,
        code: "too-few",
        text: found,
        suggestion: `Use the keyphrase ${plural(target.min - count, "more time")}.`,
        marks,
      };
    if (count <= target.max) return { score: s.good!, code: "good", text: found, suggestion: "", marks };
    const wayOver =
      words < t.shortText!
        ? count > target.max + 1
        : (count / words) * 100 * (0.7 + phrase.stems.length / 3) > t.wayOverPercent!;
    return {
      ...(wayOver ? { score: s.wayOver!, code: "way-over" } : { score: s.over!, code: "over" }),
      text: found,
      suggestion: `Use the keyphrase ${plural(count - target.max, "time")} less, or use synonyms; repetition reads as keyword stuffing.`,
      marks,
    };
  },
});
