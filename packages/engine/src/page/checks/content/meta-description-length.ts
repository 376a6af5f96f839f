import { defineCheck } from "../../check";
import { notApplicable, passed, warned } from "../../outcome";
import { quote } from "../../wording";

export default defineCheck({
  id: "meta-description-length",
  category: "content",
  title: "Meta description length is within 120–160 characters",
  failureTitle: "Meta description is too short or too long",
  description:
    "Search engines show roughly 120–160 characters of a description; shorter ones under-use the snippet, longer ones are truncated.",
  requiredFacts: ["metaDescription"],
  scoreMode: "binary",
  defaultOptions: { min: 120, max: 160 },
  run({ metaDescription }, options) {
    const text = metaDescription?.trim();
    if (!text) return notApplicable("No meta description");
    // JavaScript string length, the same count the report shows next to the text.
    const length = text.length;
    const display = `${length} characters`;
    if (length < options.min) {
      return warned({
        advice: `The meta description ${quote(text, 60)} has ${length} characters; expand it to ${options.min}–${options.max}.`,
        items: [{ value: text, length }],
        display,
        score: 0,
      });
    }
    if (length > options.max) {
      return warned({
        advice: `The meta description has ${length} characters; shorten it to at most ${options.max} so it is not truncated.`,
        items: [{ value: text, length }],
        display,
        score: 0,
      });
    }
    return passed({ display });
  },
});
