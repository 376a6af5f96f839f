import { defineCheck } from "../../check";
import type { Json, JsonLdNode } from "../../computed/json-ld";
import type { StructuredItem } from "../../computed/structured-items";
import { failed, notApplicable, passed, warned } from "../../outcome";
import { RETIRED_RICH_RESULTS, RICH_RESULT_RULES, type RichResultRule } from "../../rules/rich-results";
import { countLabel, listSome } from "../../wording";

function present(value: Json | undefined): boolean {
  if (value === undefined || value === null || value === "") return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** Whether `path` ("offers.price") has a value in `node`; any element of an array counts. */
function has(node: JsonLdNode, path: string): boolean {
  const dot = path.indexOf(".");
  if (dot === -1) return present(node[path]);
  const inner = node[path.slice(0, dot)];
  const rest = path.slice(dot + 1);
  const values = Array.isArray(inner) ? inner : [inner];
  return values.some((v) => v !== null && typeof v === "object" && !Array.isArray(v) && has(v, rest));
}

interface Finding {
  value: string;
  reason: string;
  severity: "required" | "recommended" | "retired" | "limited";
  source: string;
}

function findingsFor(item: StructuredItem, type: string, rule: RichResultRule): Finding[] {
  const out: Finding[] = [];
  const required = item.top ? [...rule.required, ...(rule.requiredAtTop ?? [])] : rule.required;
  for (const requirement of required) {
    const options = typeof requirement === "string" ? [requirement] : requirement;
    if (!options.some((p) => has(item.node, p)))
      out.push({
        value: `${type}.${options.join(" | ")}`,
        reason: `Missing required ${options.join(" or ")} (${rule.feature}: ${rule.source})`,
        severity: "required",
        source: item.source,
      });
  }
  for (const property of rule.recommended) {
    if (!has(item.node, property))
      out.push({
        value: `${type}.${property}`,
        reason: `Missing recommended ${property} (${rule.feature})`,
        severity: "recommended",
        source: item.source,
      });
  }
  if (rule.limitedTo && item.top)
    out.push({
      value: type,
      reason: `Google shows ${rule.feature} rich results only for ${rule.limitedTo}`,
      severity: "limited",
      source: item.source,
    });
  return out;
}

export default defineCheck({
  id: "rich-results",
  category: "structured-data",
  title: "Structured data has what Google's rich results need",
  failureTitle: "Structured data misses properties Google's rich results need",
  description:
    "Each rich result (product stars, recipes, events, jobs, breadcrumbs…) needs certain schema.org properties; without them the page is not eligible, and recommended ones make the result fuller. Some types no longer show anything (Google retired them in 2023–2025). Rules and sources: page/rules/rich-results.ts.",
  learnMoreUrl: "https://developers.google.com/search/docs/appearance/structured-data/search-gallery",
  requiredFacts: ["structuredItems"],
  scoreMode: "graded",
  defaultOptions: {},
  run({ structuredItems }) {
    const findings: Finding[] = [];
    let eligible = 0;
    let judged = 0;
    for (const item of structuredItems) {
      for (const type of item.types) {
        const retired = RETIRED_RICH_RESULTS[type];
        if (retired) {
          findings.push({
            value: type,
            reason: `${retired.feature} rich results are no longer shown in results (retired ${retired.since}: ${retired.source})`,
            severity: "retired",
            source: item.source,
          });
          continue;
        }
        const rule = RICH_RESULT_RULES[type];
        if (!rule || (rule.topOnly && !item.top)) continue;
        judged++;
        const found = findingsFor(item, type, rule);
        if (!found.some((f) => f.severity === "required")) eligible++;
        findings.push(...found);
      }
    }
    const retired = findings.filter((f) => f.severity === "retired");
    if (judged === 0 && retired.length === 0) return notApplicable("No rich-result types");
    const items = findings.map(({ value, reason, severity, source }) => ({
      value,
      reason,
      severity,
      source,
    }));
    const missing = findings.filter((f) => f.severity === "required");
    if (missing.length > 0) {
      return failed({
        advice: `Add the properties Google requires (${listSome(missing.map((f) => f.value))}); without them the page is not eligible for those rich results.`,
        items,
        display: `${countLabel(missing.length, "required property", "required properties")} missing`,
        score: Math.round((eligible / judged) * 100) / 100,
      });
    }
    const recommended = findings.filter((f) => f.severity === "recommended");
    if (retired.length > 0) {
      return warned({
        advice: `${listSome([...new Set(retired.map((f) => f.value))])} markup no longer earns a rich result: Google retired ${listSome([...new Set(retired.map((f) => f.reason.split(" rich results")[0]!))])}. It does no harm; do not expect it to show.`,
        items,
        display: "No longer shown in results",
        score: 1,
      });
    }
    const limited = findings.find((f) => f.severity === "limited");
    if (limited) {
      return warned({ advice: `${limited.reason}.`, items, display: "Limited eligibility", score: 1 });
    }
    // Eligible: missing recommended properties are listed, not faulted.
    if (recommended.length > 0) {
      return passed({
        display: `Eligible; ${countLabel(recommended.length, "recommended property", "recommended properties")} missing`,
        items,
      });
    }
    return passed({ display: countLabel(judged, "rich-result item") });
  },
});
