import type { CategoryId, CheckResult, CheckStatus } from "@ranklens/engine";
import { CATEGORY_LABELS, CATEGORY_ORDER } from "./category-labels";

/** Worst first, so what needs fixing is read before what already works. */
const STATUS_RANK: Record<CheckStatus, number> = { fail: 0, error: 1, warn: 2, pass: 3, notApplicable: 4 };

/** The checks of one category, worst first, with how many have each status. */
export interface CheckGroup {
  category: CategoryId;
  label: string;
  checks: CheckResult[];
  counts: Record<CheckStatus, number>;
}

/**
 * Groups a report's checks by category in report order, leaving out empty
 * categories. Checks of a category the web app does not know yet (a newer
 * engine) go last under their id, rather than disappearing.
 */
export function groupChecks(checks: readonly CheckResult[]): CheckGroup[] {
  const byCategory = new Map<string, CheckResult[]>();
  for (const check of checks) {
    const list = byCategory.get(check.category) ?? [];
    list.push(check);
    byCategory.set(check.category, list);
  }
  const known = CATEGORY_ORDER.filter((id) => byCategory.has(id));
  const unknown = [...byCategory.keys()].filter((id) => !(id in CATEGORY_LABELS)) as CategoryId[];
  return [...known, ...unknown].map((category) => {
    const list = [...(byCategory.get(category) ?? [])].sort(
      (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status],
    );
    const counts: Record<CheckStatus, number> = { pass: 0, warn: 0, fail: 0, notApplicable: 0, error: 0 };
    for (const check of list) counts[check.status] += 1;
    return { category, label: CATEGORY_LABELS[category] ?? category, checks: list, counts };
  });
}
