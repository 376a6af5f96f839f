import { defineAssessment, percent } from "../../assessment";
import { containsPhrase } from "../../match-phrase";

/** Subheadings reflect the topic (content-anchors.md §1.3 #6). */
export const keyphraseInSubheadings = defineAssessment({
  id: "keyphrase-in-subheadings",
  category: "seo",
  title: "Keyphrase in subheadings",
  description:
    "Subheadings that mention the topic show readers and search engines that each part serves it. Every subheading repeating the keyphrase is over-optimised.",
  defaults: {
    thresholds: { minShare: 0.3, maxShare: 0.75, wordsNeedingSubheadings: 300 },
    scores: { good: 9, tooFew: 3, tooMany: 3, noSubheadings: 2 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: ${percent(t.minShare!)}–${percent(t.maxShare!)} of subheadings contain the keyphrase: all its content words, in any order and any word form (or the only subheading does)`,
    `${s.tooFew}: fewer`,
    `${s.tooMany}: more`,
    `${s.noSubheadings}: no subheadings in a text over ${t.wordsNeedingSubheadings} words; not applicable to shorter texts without subheadings`,
  ],
  isApplicable: (researcher, { thresholds: t }) =>
    researcher.get("keyphrase") !== null &&
    (researcher.get("sections").subheadings.length > 0 ||
      researcher.get("bodyTokens").length > t.wordsNeedingSubheadings!),
  getResult(researcher, { thresholds: t, scores: s }) {
    const phrase = researcher.get("keyphrase")!;
    const { subheadings } = researcher.get("sections");
    if (subheadings.length === 0) {
      return {
        score: s.noSubheadings!,
        code: "no-subheadings",
        text: "The text has no subheadings.",
        suggestion: `Add subheadings (lines starting with ##), some of them mentioning "${phrase.raw}".`,
      };
    }
    const matching = subheadings.filter((h) => containsPhrase(h.tokens, phrase));
    const share = matching.length / subheadings.length;
    const marks = matching.map((h) => ({ field: "body" as const, start: h.start, end: h.end }));
    const text = `${matching.length} of ${subheadings.length} subheadings (${percent(share)}) contain the keyphrase.`;
    if (
      (subheadings.length === 1 && matching.length === 1) ||
      (share >= t.minShare! && share <= t.maxShare!)
    ) {
      return { score: s.good!, code: "good", text, suggestion: "", marks };
    }
    if (share < t.minShare!) {
      return {
        score: s.tooFew!,
        code: "too-few",
        text,
        suggestion: `Use "${phrase.raw}" in more subheadings.`,
        marks,
      };
    }
    return {
      score: s.tooMany!,
      code: "too-many",
      text,
      suggestion: "Vary some subheadings: not every one needs the keyphrase.",
      marks,
    };
  },
});
