import { defineCheck } from "../../check";
import { failed, passed, warned } from "../../outcome";
import { colonList, quote } from "../../wording";

export default defineCheck({
  id: "single-h1",
  category: "content",
  title: "Page has exactly one H1",
  failureTitle: "Page has no H1 or several H1s",
  description:
    "The H1 is the visible headline of the page; one clear H1 tells readers and search engines the main topic.",
  requiredFacts: ["headings"],
  scoreMode: "graded",
  defaultOptions: {},
  run({ headings }) {
    const h1s = headings.filter((h) => h.level === 1);
    const nonEmpty = h1s.filter((h) => h.text !== "");
    if (h1s.length === 0)
      return failed({
        advice: "Add one <h1> that states the page's main topic (ideally with the main keyword).",
        display: "No H1",
        variant: "missing",
      });
    if (nonEmpty.length === 0)
      return failed({
        advice: "The <h1> is empty; give it a headline that states the page's main topic.",
        items: [{ value: "" }],
        display: "Empty H1",
        variant: "missing",
      });
    if (h1s.length > 1) {
      return warned({
        advice: `Keep one <h1>; the page has ${h1s.length}${colonList(h1s.map((h) => (h.text ? quote(h.text, 40) : "")))}. Turn the others into <h2>.`,
        items: h1s.map((h) => ({ value: h.text })),
        display: `${h1s.length} H1s`,
        variant: "multiple",
      });
    }
    return passed({ display: h1s[0]!.text });
  },
});
