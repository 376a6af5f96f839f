import { defineAssessment } from "../../assessment";
import { matchBySentence } from "../../keyphrase-sentences";
import type { Mark } from "../../result";

/** The keyphrase appears in the meta description, once or twice (content-anchors.md §1.3 #4). */
export const keyphraseInMetaDescription = defineAssessment({
  id: "keyphrase-in-meta-description",
  category: "seo",
  title: "Keyphrase in meta description",
  description: "Search engines bold the searched words in the snippet, which draws the eye to your result.",
  defaults: { thresholds: { maxSentences: 2 }, scores: { good: 9, missing: 3, overused: 3 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: the keyphrase in 1–${t.maxSentences} sentences of the meta description`,
    `${s.missing}: not in the meta description, or no meta description`,
    `${s.overused}: in more than ${t.maxSentences} sentences`,
  ],
  isApplicable: (researcher) => researcher.get("keyphrase") !== null,
  getResult(researcher, { thresholds: t, scores: s }) {
    const phrase = researcher.get("keyphrase")!;
    const meta = researcher.paper.metaDescription;
    let hits = 0;
    const marks: Mark[] = [];
    for (const { tokens, match: m } of matchBySentence(meta, phrase)) {
      if (m.count > 0) hits++;
      for (const i of m.tokens)
        marks.push({ field: "metaDescription", start: tokens[i]!.start, end: tokens[i]!.end });
    }
    if (hits === 0) {
      return {
        score: s.missing!,
        code: "missing",
        text:
          meta === ""
            ? "There is no meta description to hold the keyphrase."
            : "The meta description does not contain the keyphrase.",
        suggestion: `Use "${phrase.raw}" in the meta description.`,
        marks,
      };
    }
    if (hits > t.maxSentences!) {
      return {
        score: s.overused!,
        code: "overused",
        text: `The keyphrase is in ${hits} sentences of the meta description.`,
        suggestion: "Use it once or twice; repeating it reads as stuffing.",
        marks,
      };
    }
    return {
      score: s.good!,
      code: "good",
      text: "The meta description contains the keyphrase.",
      suggestion: "",
      marks,
    };
  },
});
