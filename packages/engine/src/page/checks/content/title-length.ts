import { wideCharacters } from "../../../text/display-width";
import { defineCheck, notApplicable } from "../../check";
import { passed, quote, warned } from "../outcome";

export default defineCheck({
  id: "title-length",
  category: "content",
  title: "Title length is within 30–60 characters",
  failureTitle: "Title is too short or too long",
  description:
    "Search results show about 60 characters of a title; longer titles are cut off, and very short ones waste the most visible words on the results page. Results cut by width (about 600 pixels): a Chinese, Japanese or Korean character is about as wide as two Latin letters, so such titles fit about 30.",
  requiredFacts: ["title"],
  scoreMode: "binary",
  defaultOptions: { min: 30, max: 60 },
  run(facts, { options }) {
    const title = facts.title;
    if (!title) return notApplicable("No title");
    // Characters (code points), the count the report shows next to the title; wide ones count twice
    // against the limits, which are widths in Latin letters.
    const length = [...title].length;
    const wide = wideCharacters(title);
    const width = length + wide;
    const display = wide > 0 ? `${length} characters (${wide} wide)` : `${length} characters`;
    const measured =
      wide > 0
        ? `${length} characters, ${wide} of them Chinese, Japanese or Korean (each about as wide as two Latin letters), so it is as wide as ${width} Latin characters`
        : `${length} characters`;
    const band = (n: number) =>
      wide > 0 ? `${n} Latin characters of width (about ${Math.round(n / 2)} CJK characters)` : `${n}`;
    if (width < options.min) {
      return warned(
        `The title ${quote(title)} has ${measured}; expand it to ${options.min}–${band(options.max)} with the main keyword.`,
        [{ value: title, length }],
        display,
        0,
      );
    }
    if (width > options.max) {
      return warned(
        `The title ${quote(title)} has ${measured}; shorten it to at most ${band(options.max)} so it is not cut off.`,
        [{ value: title, length }],
        display,
        0,
      );
    }
    return passed(display);
  },
});
