import { judgeLength, META_DESCRIPTION_LENGTH_BAND } from "../../../text/length-band";
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
  defaultOptions: { ...META_DESCRIPTION_LENGTH_BAND },
  run({ metaDescription }, options) {
    // Counted and judged as everywhere else (the report, the editor, the CLI): text/length-band.ts.
    const { length, verdict } = judgeLength(metaDescription, options);
    if (verdict === "missing") return notApplicable("No meta description");
    const text = metaDescription!.trim();
    const display = `${length} characters`;
    const items = [{ value: text, length }];
    if (verdict === "tooShort") {
      return warned({
        advice: `The meta description ${quote(text, 60)} has ${length} characters; expand it to ${options.min}–${options.max}.`,
        items,
        display,
        score: 0,
        variant: "too-short",
      });
    }
    if (verdict === "tooLong") {
      return warned({
        advice: `The meta description has ${length} characters; shorten it to at most ${options.max} so it is not truncated.`,
        items,
        display,
        score: 0,
        variant: "too-long",
      });
    }
    return passed({ display });
  },
});
