import { judgeLength, TITLE_LENGTH_BAND } from "../../../text/length-band";
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
  defaultOptions: { ...TITLE_LENGTH_BAND },
  run({ title }, options) {
    if (!title) return notApplicable("No title");
    // Counted and judged as everywhere else (the report, the editor, the CLI): text/length-band.ts.
    const { length, verdict } = judgeLength(title, options);
    const display = `${length} characters`;
    const items = [{ value: title, length }];
    if (verdict === "tooShort") {
      return warned({
        advice: `The title ${quote(title)} has ${length} characters; expand it to ${options.min}–${options.max} with the main keyword.`,
        items,
        display,
        score: 0,
      });
    }
    if (verdict === "tooLong") {
      return warned({
        advice: `The title ${quote(title)} has ${length} characters; shorten it to at most ${options.max} so it is not cut off.`,
        items,
        display,
        score: 0,
      });
    }
    return passed({ display });
  },
});
