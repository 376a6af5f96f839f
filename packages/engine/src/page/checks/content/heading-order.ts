import { defineCheck } from "../../check";
import { notApplicable, passed, warned } from "../../outcome";
import { countLabel, quote } from "../../wording";

export default defineCheck({
  id: "heading-order",
  category: "content",
  title: "Headings follow a logical order",
  failureTitle: "Heading levels are skipped",
  description:
    "A heading outline without skipped levels (H2 → H3, not H2 → H4) lets search engines and assistive technology understand the page structure.",
  requiredFacts: ["headings"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ headings }) {
    if (headings.length === 0) return notApplicable("No headings");
    const skips = [];
    let previous = 0;
    for (const h of headings) {
      if (previous > 0 && h.level > previous + 1)
        skips.push({ value: h.text, reason: `h${previous} → h${h.level}` });
      previous = h.level;
    }
    if (skips.length === 0) return passed({ display: countLabel(headings.length, "heading") });
    return warned({
      advice: `Fix ${countLabel(skips.length, "skipped heading level")}, e.g. ${skips[0]!.value ? `${quote(skips[0]!.value, 40)} ` : "an empty heading "}(${skips[0]!.reason}).`,
      items: skips,
      display: countLabel(skips.length, "skip"),
      score: 0,
    });
  },
});
