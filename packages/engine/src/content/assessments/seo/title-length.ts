import { defineAssessment, plural } from "../../assessment";

/** The title is 30–60 characters (product-spec §5 guidance). */
export const titleLength = defineAssessment({
  id: "title-length",
  category: "seo",
  title: "Title length",
  description:
    "Search results show about 60 characters of a title; a longer one is cut off, a very short one wastes the most visible line.",
  defaults: { thresholds: { min: 30, max: 60 }, scores: { good: 9, tooShort: 5, tooLong: 5, missing: 0 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: ${t.min}–${t.max} characters`,
    `${s.tooShort}: 1–${t.min! - 1} characters`,
    `${s.tooLong}: more than ${t.max} characters`,
    `${s.missing}: no title`,
  ],
  isApplicable: () => true,
  getResult(researcher, { thresholds: t, scores: s }) {
    const length = [...researcher.paper.title].length;
    const mark = [{ field: "title" as const, start: 0, end: researcher.paper.title.length }];
    if (length === 0)
      return {
        score: s.missing!,
        text: "There is no title.",
        suggestion: "Write a title of 30–60 characters.",
      };
    const text = `The title has ${plural(length, "character")}.`;
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
