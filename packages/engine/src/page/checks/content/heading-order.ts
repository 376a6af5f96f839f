import { defineCheck, notApplicable } from "../../check";
import { countLabel, passed, quote, warned } from "../outcome";

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
  run(facts) {
    if (facts.headings.length === 0) return notApplicable("No headings");
    const skips = [];
    let previous = 0;
    for (const h of facts.headings) {
      if (previous > 0 && h.level > previous + 1)
        skips.push({ value: h.text, reason: `h${previous} → h${h.level}` });
      previous = h.level;
    }
    if (skips.length === 0) return passed(countLabel(facts.headings.length, "heading"));
    return warned(
      `Fix ${countLabel(skips.length, "skipped heading level")}, e.g. ${quote(skips[0]!.value, 40)} (${skips[0]!.reason}).`,
      skips,
      countLabel(skips.length, "skip"),
      0,
    );
  },
});
