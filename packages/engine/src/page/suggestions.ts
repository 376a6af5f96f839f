import { weightOf } from "./config";
import type { Suggestion } from "./report";
import type { CheckResult } from "./runner";

const TYPE_ORDER = { critical: 0, warning: 1, improvement: 2 } as const;
const IMPACT_ORDER = { high: 0, medium: 1, low: 2 } as const;

/**
 * Suggestions from the checks that did not pass: a failed check marked
 * critical in the config → "critical", another failure → "warning", a
 * warning → "improvement". Sorted by impact (what fixing it changes), then by
 * type, then in report order.
 */
export function suggestionsFrom(checks: readonly CheckResult[]): Suggestion[] {
  const out: Suggestion[] = [];
  for (const check of checks) {
    if ((check.status !== "fail" && check.status !== "warn") || !check.advice) continue;
    const config = weightOf(check.id);
    const type = check.status === "warn" ? "improvement" : config.critical ? "critical" : "warning";
    out.push({ type, message: check.advice, impact: config.impact, checkId: check.id });
  }
  return out.sort(
    (a, b) => IMPACT_ORDER[a.impact] - IMPACT_ORDER[b.impact] || TYPE_ORDER[a.type] - TYPE_ORDER[b.type],
  );
}
