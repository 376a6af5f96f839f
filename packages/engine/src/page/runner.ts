import type { AnyCheck, CategoryId, CheckItem, CheckStatus } from "./check";
import { ALL_CHECKS } from "./checks";
import type { PageInput } from "./computed/computed-facts";
import { weightOf } from "./config";

/** One check's result as the report carries it. */
export interface CheckResult {
  id: string;
  category: CategoryId;
  /** `title` when passing or not applicable, `failureTitle` otherwise. */
  title: string;
  description: string;
  learnMoreUrl?: string;
  status: CheckStatus;
  score: number | null;
  displayValue: string | null;
  items: CheckItem[];
  /** Weight in the score (0 when notApplicable or error). */
  weight: number;
  /** The actionable sentence for the suggestions list; null when passing. */
  advice: string | null;
  /** True for the ten Lighthouse SEO audits. */
  lighthouse: boolean;
  /** Which way the check failed, when it can fail in more than one (outcome.ts); absent otherwise. */
  variant?: string;
  /** How the report heads the items when they are not things found (CheckMeta.itemsLabel); absent otherwise. */
  itemsLabel?: string;
}

/** Per-check option overrides, by check id. */
export type CheckOptionOverrides = Record<string, Record<string, unknown>>;

/**
 * Runs every check on a page's facts and computed values (`pageInput`). A check that
 * throws becomes an "error" result (score null, weight 0) and the others go on.
 */
export function runChecks(
  input: PageInput,
  overrides: CheckOptionOverrides = {},
  checks: readonly AnyCheck[] = ALL_CHECKS,
): CheckResult[] {
  const results: CheckResult[] = [];
  for (const check of checks) {
    try {
      const outcome = check.run(input, { ...check.defaultOptions, ...overrides[check.id] });
      const status = outcome.status;
      const passing = status === "pass" || status === "notApplicable";
      results.push(
        resultOf(
          check,
          passing ? check.title : check.failureTitle,
          status,
          outcome.score,
          outcome.displayValue ?? null,
          outcome.items,
          status === "notApplicable" ? 0 : weightOf(check.id).weight,
          passing ? null : (outcome.advice ?? null),
          passing ? undefined : outcome.variant,
        ),
      );
    } catch (error) {
      const message = `Check failed: ${error instanceof Error ? error.message : String(error)}`;
      results.push(resultOf(check, check.title, "error", null, message, [], 0, null));
    }
  }
  return results;
}

// One result object, built as a literal in the report's key order: the former spreads of a shared
// base cost a copy per check and page. `learnMoreUrl` is present only when the check has one.
function resultOf(
  check: AnyCheck,
  title: string,
  status: CheckStatus,
  score: number | null,
  displayValue: string | null,
  items: CheckItem[],
  weight: number,
  advice: string | null,
  variant?: string,
): CheckResult {
  const { id, category, description, learnMoreUrl } = check;
  const lighthouse = check.lighthouse === true;
  const result: CheckResult = learnMoreUrl
    ? {
        id,
        category,
        description,
        learnMoreUrl,
        lighthouse,
        title,
        status,
        score,
        displayValue,
        items,
        weight,
        advice,
      }
    : { id, category, description, lighthouse, title, status, score, displayValue, items, weight, advice };
  // Only the few checks with several ways to fail set it, so the report of every other check keeps its keys.
  if (variant !== undefined) result.variant = variant;
  if (check.itemsLabel !== undefined && items.length > 0) result.itemsLabel = check.itemsLabel;
  return result;
}
