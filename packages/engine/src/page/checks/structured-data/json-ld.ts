import { defineCheck } from "../../check";
import { type JsonLdNode, jsonLdNodes, typesOf } from "../../computed/json-ld";
import { failed, notApplicable, passed, warned } from "../../outcome";
import { RICH_RESULT_REQUIREMENTS } from "../../rules/rich-result-requirements";
import { countLabel } from "../../wording";

function hasValue(node: JsonLdNode, property: string): boolean {
  const v = node[property];
  return v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0);
}

export default defineCheck({
  id: "json-ld",
  category: "structured-data",
  title: "Structured data (JSON-LD) is valid",
  failureTitle: "Structured data (JSON-LD) has errors",
  description:
    "Valid JSON-LD with @context, @type and the properties Google requires makes a page eligible for rich results (stars, breadcrumbs, FAQs, recipes…). Lighthouse does not check it.",
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
      for (const node of found) {
        nodes++;
        for (const type of typesOf(node)) {
          for (const requirement of RICH_RESULT_REQUIREMENTS[type] ?? []) {
            const options = typeof requirement === "string" ? [requirement] : requirement;
            if (!options.some((p) => hasValue(node, p))) {
              problems.push({ value: `${type} (${block})`, reason: `Missing ${options.join(" or ")}` });
            }
          }
        }
      }
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
