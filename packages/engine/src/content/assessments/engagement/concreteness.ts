import { defineAssessment } from "../../assessment";

/** The text gives figures and examples (content-anchors.md §5.2 "Concreteness"). Heuristic. */
export const concretenessAssessment = defineAssessment({
  id: "concreteness",
  category: "engagement",
  title: "Concrete details",
  heuristic: true,
  description:
    "Figures (digits, number words) and introduced examples ('for example', 'such as') per 100 words. Specifics are more convincing than generalities.",
  defaults: {
    thresholds: { goodPer100: 1, okPer100: 0.5, minWords: 100 },
    scores: { good: 9, ok: 6, poor: 3 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at least ${t.goodPer100} figure or example per 100 words`,
    `${s.ok}: at least ${t.okPer100}`,
    `${s.poor}: fewer; applies from ${t.minWords} words`,
  ],
  isApplicable: (researcher, { thresholds: t }) => researcher.get("bodyTokens").length >= t.minWords!,
  getResult(researcher, { thresholds: t, scores: s }) {
    const { figures, examples } = researcher.get("concreteness");
    const per100 = Math.round(((figures + examples) / researcher.get("bodyTokens").length) * 1000) / 10;
    const text = `${figures} figures and ${examples} examples: ${per100} per 100 words.`;
    if (per100 >= t.goodPer100!) return { score: s.good!, code: "good", text, suggestion: "" };
    return {
      ...(per100 >= t.okPer100! ? { score: s.ok!, code: "ok" } : { score: s.poor!, code: "poor" }),
      text,
      suggestion: "Back claims with numbers, and illustrate them with an example.",
    };
  },
});
