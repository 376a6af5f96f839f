import { defineCheck } from "../../check";
import { jsonLdNodes } from "../../computed/json-ld";
import { failed, notApplicable, passed, warned } from "../../outcome";
import { countLabel } from "../../wording";

export default defineCheck({
  id: "json-ld",
  category: "structured-data",
  title: "Structured data (JSON-LD) is valid",
  failureTitle: "Structured data (JSON-LD) has errors",
  description:
    "Search engines read JSON-LD only when it is valid JSON with a schema.org @context and an @type; the properties each rich result needs are the rich-results check's. Lighthouse does not check it.",
  learnMoreUrl: "https://developers.google.com/search/docs/appearance/structured-data/search-gallery",
  requiredFacts: ["jsonLdBlocks"],
  scoreMode: "graded",
  defaultOptions: {},
  run({ jsonLdBlocks }) {
    if (jsonLdBlocks.length === 0) return notApplicable("No JSON-LD");
    const problems: { value: string; reason: string }[] = [];
    let nodes = 0;
    for (const { number, data, error } of jsonLdBlocks) {
      const block = `block ${number}`;
      if (data === undefined) {
        problems.push({ value: block, reason: `Invalid JSON: ${error}` });
        continue;
      }
      const roots = Array.isArray(data) ? data : [data];
      for (const root of roots) {
        if (root && typeof root === "object" && !Array.isArray(root) && !("@context" in root)) {
          problems.push({ value: block, reason: "Missing @context" });
        } else if (root && typeof root === "object" && !Array.isArray(root)) {
          const context = JSON.stringify(root["@context"]);
          if (!/schema\.org/.test(context))
            problems.push({ value: block, reason: `@context ${context} is not schema.org` });
        }
      }
      const found = jsonLdNodes(data);
      if (found.length === 0) problems.push({ value: block, reason: "No @type" });
      nodes += found.length;
    }
    if (problems.length === 0) return passed({ display: countLabel(nodes, "item") });
    const first = problems[0]!;
    const advice = `Fix ${countLabel(problems.length, "structured-data problem")}: ${first.value}: ${first.reason}.`;
    const display = countLabel(problems.length, "problem");
    if (
      problems.some(
        (p) =>
          p.reason.startsWith("Invalid JSON") || p.reason === "No @type" || p.reason === "Missing @context",
      )
    ) {
      return failed({ advice, items: problems, display });
    }
    return warned({ advice, items: problems, display });
  },
});
