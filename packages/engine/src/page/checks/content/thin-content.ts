import { defineCheck } from "../../check";
import { failed, passed, warned } from "../../outcome";

export default defineCheck({
  id: "thin-content",
  category: "content",
  title: "Page has enough text",
  failureTitle: "Page has little text",
  description:
    "Pages with little main text rarely rank: they give search engines little to understand and readers little to gain. Thresholds follow Yoast (300 words) and SEOnaut (200).",
  requiredFacts: ["wordCount"],
  scoreMode: "graded",
  defaultOptions: { failBelow: 200, warnBelow: 300 },
  run({ wordCount: count }, options) {
    const display = `${count} words`;
    if (count < options.failBelow) {
      return failed({
        advice: `The main text has only ${count} words; write at least ${options.warnBelow} words that answer the searcher's question.`,
        items: [{ value: String(count) }],
        display,
      });
    }
    if (count < options.warnBelow) {
      return warned({
        advice: `The main text has ${count} words; aim for at least ${options.warnBelow}.`,
        items: [{ value: String(count) }],
        display,
      });
    }
    return passed({ display });
  },
});
