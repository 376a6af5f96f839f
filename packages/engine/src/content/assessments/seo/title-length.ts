import { TITLE_LENGTH_BAND } from "../../../text/length-band";
import { defineAssessment } from "../../assessment";
import { lengthBandOutcome } from "./length-band";

/** The title is 30–60 characters (product-spec §5 guidance). */
export const titleLength = defineAssessment({
  id: "title-length",
  category: "seo",
  major: true,
  title: "Title length",
  description:
    "Search results show about 60 characters of a title; a longer one is cut off, a very short one wastes the most visible line.",
  defaults: {
    thresholds: { ...TITLE_LENGTH_BAND },
    scores: { good: 9, tooShort: 5, tooLong: 5, missing: 0 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: ${t.min}–${t.max} characters`,
    `${s.tooShort}: 1–${t.min! - 1} characters`,
    `${s.tooLong}: more than ${t.max} characters`,
    `${s.missing}: no title`,
  ],
  isApplicable: () => true,
  getResult(researcher, config) {
    return lengthBandOutcome(researcher.paper.title, config, {
      field: "title",
      name: "title",
      missingSuggestion: `Write a title of ${config.thresholds.min}–${config.thresholds.max} characters.`,
    });
  },
});
