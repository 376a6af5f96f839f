import { defineAssessment } from "../../assessment";

/** The text ends by telling the reader what to do (content-anchors.md §5.2 "CTA"). Heuristic. */
export const callToAction = defineAssessment({
  id: "call-to-action",
  category: "engagement",
  title: "Call to action",
  heuristic: true,
  description:
    "A sentence that opens with an action verb for the content type (download, subscribe, buy, share, comment…) or holds a call-to-action phrase ('link in bio', 'add to cart'). It works best at the end.",
  defaults: { thresholds: { endShare: 0.15 }, scores: { atEnd: 9, elsewhere: 6, none: 3 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.atEnd}: a call to action in the last ${t.endShare! * 100}% of sentences (at least the last sentence)`,
    `${s.elsewhere}: only earlier in the text`,
    `${s.none}: none`,
  ],
  isApplicable: (researcher) => researcher.get("sentences").length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const all = researcher.get("sentences");
    const ctas = researcher.get("callsToAction");
    const marks = ctas.map((i) => ({ field: "body" as const, start: all[i]!.start, end: all[i]!.end }));
    const endFrom = Math.min(all.length - 1, Math.floor(all.length * (1 - t.endShare!)));
    if (ctas.some((i) => i >= endFrom))
      return {
        score: s.atEnd!,
        code: "at-end",
        text: "The text ends with a call to action.",
        suggestion: "",
        marks,
      };
    if (ctas.length > 0) {
      return {
        score: s.elsewhere!,
        code: "elsewhere",
        text: "There is a call to action, but not at the end.",
        suggestion: "Close with a clear next step for the reader.",
        marks,
      };
    }
    return {
      score: s.none!,
      code: "none",
      text: "The text has no call to action.",
      suggestion: "End by telling the reader what to do next.",
    };
  },
});
