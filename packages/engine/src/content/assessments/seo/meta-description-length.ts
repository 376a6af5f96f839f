import { defineAssessment, plural } from "../../assessment";

/** The meta description is 120–160 characters (product-spec §5 guidance). */
export const metaDescriptionLength = defineAssessment({
  id: "meta-description-length",
  category: "seo",
  title: "Meta description length",
  description:
    "The meta description is the snippet under the title in search results. Too short and the search engine invents one; too long and it is cut off.",
  defaults: { thresholds: { min: 120, max: 160 }, scores: { good: 9, tooShort: 5, tooLong: 5, missing: 0 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: ${t.min}–${t.max} characters`,
    `${s.tooShort}: 1–${t.min! - 1} characters`,
    `${s.tooLong}: more than ${t.max} characters`,
    `${s.missing}: no meta description`,
  ],
  isApplicable: () => true,
  getResult(researcher, { thresholds: t, scores: s }) {
    const meta = researcher.paper.metaDescription;
    const length = [...meta].length;
    const mark = [{ field: "metaDescription" as const, start: 0, end: meta.length }];
    if (length === 0) {
      return {
        score: s.missing!,
        text: "There is no meta description.",
        suggestion: `Write a meta description of ${t.min}–${t.max} characters that sums up the page.`,
      };
    }
    const text = `The meta description has ${plural(length, "character")}.`;
    if (length < t.min!)
      return {
        score: s.tooShort!,
        text: `${text} It is too short.`,
        suggestion: `Lengthen it to ${t.min}–${t.max} characters.`,
        marks: mark,
      };
    if (length > t.max!)
      return {
        score: s.tooLong!,
        text: `${text} Search results will cut it off.`,
        suggestion: `Shorten it to at most ${t.max} characters.`,
        marks: mark,
      };
    return { score: s.good!, text, suggestion: "" };
  },
});
