import { judgeWidth, TITLE_LENGTH_BAND } from "../../../text/length-band";
import { defineCheck } from "../../check";
import { notApplicable, passed, warned } from "../../outcome";
import { quote } from "../../wording";

export default defineCheck({
  id: "title-length",
  category: "content",
  title: "Title length is within 30–60 characters",
  failureTitle: "Title is too short or too long",
  description:
    "Search results show about 60 characters of a title; longer titles are cut off, and very short ones waste the most visible words on the results page. Results cut by width (about 600 pixels): a Chinese, Japanese or Korean character is about as wide as two Latin letters, so such titles fit about 30.",
  requiredFacts: ["title"],
  scoreMode: "binary",
  defaultOptions: { ...TITLE_LENGTH_BAND },
  run({ title }, options) {
    if (!title) return notApplicable("No title");
    // Counted as everywhere else (the report, the editor, the CLI: text/length-band.ts) and judged by
    // width: wide (CJK) characters count twice against the limits, which are widths in Latin letters.
    const { length, wide, width, verdict } = judgeWidth(title, options);
    const display = wide > 0 ? `${length} characters (${wide} wide)` : `${length} characters`;
    const measured =
      wide > 0
        ? `${length} characters, ${wide} of them Chinese, Japanese or Korean (each about as wide as two Latin letters), so it is as wide as ${width} Latin characters`
        : `${length} characters`;
    const band = (n: number) =>
      wide > 0 ? `${n} Latin characters of width (about ${Math.round(n / 2)} CJK characters)` : `${n}`;
    const items = [{ value: title, length }];
    if (verdict === "tooShort") {
      return warned({
        advice: `The title ${quote(title)} has ${measured}; expand it to ${options.min}–${band(options.max)} with the main keyword.`,
        items,
        display,
        score: 0,
        variant: "too-short",
      });
    }
    if (verdict === "tooLong") {
      return warned({
        advice: `The title ${quote(title)} has ${measured}; shorten it to at most ${band(options.max)} so it is not cut off.`,
        items,
        display,
        score: 0,
        variant: "too-long",
      });
    }
    return passed({ display });
  },
});
