import { defineAssessment, plural } from "../../assessment";

/** A text of some length links to another page of its own site (content-anchors.md §1.3 #11). */
export const internalLinks = defineAssessment({
  id: "internal-links",
  category: "seo",
  title: "Internal links",
  description:
    "Links to your own related pages help readers and crawlers move through the site. A link is internal when it is relative (/guide, #part-2) or points to the site URL given in the analysis settings.",
  defaults: { thresholds: { minWords: 150 }, scores: { good: 9, none: 5 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at least one internal link`,
    `${s.none}: none; applies to texts of ${t.minWords} words or more, or with any link`,
  ],
  isApplicable: (researcher, { thresholds: t }) =>
    researcher.get("structure").links.length > 0 || researcher.get("bodyTokens").length >= t.minWords!,
  getResult(researcher, { scores: s }) {
    const internal = researcher.get("structure").links.filter((l) => l.internal);
    if (internal.length === 0) {
      return {
        score: s.none!,
        code: "none",
        text: "The text has no internal links.",
        suggestion:
          researcher.paper.siteHost === null
            ? "Link to a related page of your site (a relative link such as /guide, or set the site URL so links to it count)."
            : "Link to a related page of your site.",
      };
    }
    return {
      score: s.good!,
      code: "good",
      text: `The text has ${plural(internal.length, "internal link")}.`,
      suggestion: "",
      marks: internal.map((l) => ({ field: "body" as const, start: l.start, end: l.end })),
    };
  },
});
