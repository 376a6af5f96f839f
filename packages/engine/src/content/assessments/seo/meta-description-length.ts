import { META_DESCRIPTION_LENGTH_BAND } from "../../../text/length-band";
import { defineAssessment } from "../../assessment";
import { lengthBandOutcome } from "./length-band";

/** The meta description is 120–160 characters (product-spec §5 guidance). */
export const metaDescriptionLength = defineAssessment({
  id: "meta-description-length",
  category: "seo",
  title: "Meta description length",
  description:
    "The meta description is the snippet under the title in search results. Too short and the search engine invents one; too long and it is cut off.",
  defaults: {
    thresholds: { ...META_DESCRIPTION_LENGTH_BAND },
    scores: { good: 9, tooShort: 5, tooLong: 5, missing: 0 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: ${t.min}–${t.max} characters`,
    `${s.tooShort}: 1–${t.min! - 1} characters`,
    `${s.tooLong}: more than ${t.max} characters`,
    `${s.missing}: no meta description`,
  ],
  isApplicable: () => true,
  getResult(researcher, config) {
    return lengthBandOutcome(researcher.paper.metaDescription, config, {
      field: "metaDescription",
      name: "meta description",
      missingSuggestion: `Write a meta description of ${config.thresholds.min}–${config.thresholds.max} characters that sums up the page.`,
    });
  },
});
