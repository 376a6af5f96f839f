import { defineAssessment, plural } from "../../assessment";

/** A text of some length links to another site, a source (content-anchors.md §1.3 #13). */
export const externalLinks = defineAssessment({
  id: "external-links",
  category: "seo",
  title: "External links",
  description:
    "Links to good sources support your claims and show readers where to learn more. A link is external when it points to another site than the one in the analysis settings (any absolute link when none is set).",
  defaults: { thresholds: { minWords: 150 }, scores: { good: 9, none: 5 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at least one external link`,
    `${s.none}: none; applies to texts of ${t.minWords} words or more, or with any link`,
  ],
  isApplicable: (researcher, { thresholds: t }) =>
    researcher.get("structure").links.length > 0 || researcher.get("bodyTokens").length >= t.minWords!,
  getResult(researcher, { scores: s }) {
    const external = researcher.get("structure").links.filter((l) => !l.internal);
    if (external.length === 0) {
      return {
        score: s.none!,
        code: "none",
        text: "The text has no external links.",
        suggestion: "Link to a good source for a claim or figure you use.",
      };
    }
    return {
      score: s.good!,
      code: "good",
      text: `The text has ${plural(external.length, "external link")}.`,
      suggestion: "",
      marks: external.map((l) => ({ field: "body" as const, start: l.start, end: l.end })),
    };
  },
});
