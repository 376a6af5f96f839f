import { defineAssessment, plural } from "../../assessment";

/** A text of some length links to related pages (content-anchors.md §1.3 #11, #13). */
export const links = defineAssessment({
  id: "links",
  category: "seo",
  title: "Links",
  description:
    "Links to your own related pages help readers and crawlers move through the site; links to good sources support your claims.",
  defaults: { thresholds: { minWords: 150 }, scores: { good: 9, none: 4 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at least one link ([text](url) or a bare URL)`,
    `${s.none}: no link; applies to texts of ${t.minWords} words or more`,
  ],
  isApplicable: (researcher, { thresholds: t }) =>
    researcher.get("structure").links.length > 0 || researcher.get("bodyTokens").length >= t.minWords!,
  getResult(researcher, { scores: s }) {
    const all = researcher.get("structure").links;
    if (all.length === 0) {
      return {
        score: s.none!,
        text: "The text has no links.",
        suggestion: "Link to a related page of your site and to a source you cite.",
      };
    }
    const internal = all.filter((l) => l.internal).length;
    return {
      score: s.good!,
      text: `The text has ${plural(all.length, "link")} (${internal} internal, ${all.length - internal} external).`,
      suggestion: "",
    };
  },
});
