import { defineCheck, notApplicable } from "../../check";
import { countLabel, failed, passed, warned } from "../outcome";
import { RICH_RESULT_REQUIREMENTS } from "./rich-result-requirements";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every JSON-LD node with an @type, including @graph members and nested objects. */
export function jsonLdNodes(value: Json, out: { [key: string]: Json }[] = []): { [key: string]: Json }[] {
  if (Array.isArray(value)) {
    for (const v of value) jsonLdNodes(v, out);
  } else if (value && typeof value === "object") {
    if ("@type" in value) out.push(value);
    for (const [key, v] of Object.entries(value))
      if (key !== "@context" && typeof v === "object") jsonLdNodes(v, out);
  }
  return out;
}

/** The @type values of a node (strings, without a schema.org prefix). */
export function typesOf(node: { [key: string]: Json }): string[] {
  const t = node["@type"];
  const list = Array.isArray(t) ? t : [t];
  return list
    .filter((x): x is string => typeof x === "string")
    .map((x) => x.replace(/^https?:\/\/schema\.org\//, ""));
}

function hasValue(node: { [key: string]: Json }, property: string): boolean {
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
  requiredFacts: ["jsonLd"],
  scoreMode: "graded",
  defaultOptions: {},
  run(facts) {
    if (facts.jsonLd.length === 0) return notApplicable("No JSON-LD");
    const problems: { value: string; reason: string }[] = [];
    let nodes = 0;
    facts.jsonLd.forEach((raw, index) => {
      const block = `block ${index + 1}`;
      let data: Json;
      try {
        data = JSON.parse(raw.replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, "")) as Json;
      } catch (error) {
        problems.push({ value: block, reason: `Invalid JSON: ${(error as Error).message}` });
        return;
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
    });
    if (problems.length === 0) return passed(countLabel(nodes, "item"));
    const first = problems[0]!;
    const advice = `Fix ${countLabel(problems.length, "structured-data problem")}: ${first.value}: ${first.reason}.`;
    if (
      problems.some(
        (p) =>
          p.reason.startsWith("Invalid JSON") || p.reason === "No @type" || p.reason === "Missing @context",
      )
    ) {
      return failed(advice, problems, countLabel(problems.length, "problem"));
    }
    return warned(advice, problems, countLabel(problems.length, "problem"));
  },
});
