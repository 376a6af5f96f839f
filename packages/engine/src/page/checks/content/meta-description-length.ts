import { defineCheck, notApplicable } from "../../check";
import { passed, quote, warned } from "../outcome";

export default defineCheck({
  id: "meta-description-length",
  category: "content",
  title: "Meta description length is within 120–160 characters",
  failureTitle: "Meta description is too short or too long",
  description:
    "Search engines show roughly 120–160 characters of a description; shorter ones under-use the snippet, longer ones are truncated.",
  requiredFacts: ["metas"],
  scoreMode: "binary",
  defaultOptions: { min: 120, max: 160 },
  run(_facts, { options, derived }) {
    const text = derived.metaDescription?.trim();
    if (!text) return notApplicable("No meta description");
    // JavaScript string length, the same count the report shows next to the text.
    const length = text.length;
    const display = `${length} characters`;
    if (length < options.min) {
      return warned(
        `The meta description ${quote(text, 60)} has ${length} characters; expand it to ${options.min}–${options.max}.`,
        [{ value: text, length }],
        display,
        0,
      );
    }
    if (length > options.max) {
      return warned(
        `The meta description has ${length} characters; shorten it to at most ${options.max} so it is not truncated.`,
        [{ value: text, length }],
        display,
        0,
      );
    }
    return passed(display);
  },
});
