import { defineCheck } from "../../check";
import { notApplicable, passed, warned } from "../../outcome";
import { quote } from "../../wording";

export default defineCheck({
  id: "title-length",
  category: "content",
  title: "Title length is within 30–60 characters",
  failureTitle: "Title is too short or too long",
  description:
    "Search results show about 60 characters of a title; longer titles are cut off, and very short ones waste the most visible words on the results page.",
  requiredFacts: ["title"],
  scoreMode: "binary",
  defaultOptions: { min: 30, max: 60 },
  run({ title }, options) {
    if (!title) return notApplicable("No title");
    // JavaScript string length, the same count the report shows next to the title.
    const length = title.length;
    const display = `${length} characters`;
    if (length < options.min) {
      return warned({
        advice: `The title ${quote(title)} has ${length} characters; expand it to ${options.min}–${options.max} with the main keyword.`,
        items: [{ value: title, length }],
        display,
        score: 0,
      });
    }
    if (length > options.max) {
      return warned({
        advice: `The title ${quote(title)} has ${length} characters; shorten it to at most ${options.max} so it is not cut off.`,
        items: [{ value: title, length }],
        display,
        score: 0,
      });
    }
    return passed({ display });
  },
});
