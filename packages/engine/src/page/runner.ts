import type { CategoryId, Check, CheckItem, CheckStatus } from "./check";
import { ALL_CHECKS } from "./checks";
import { weightOf } from "./config";
import type { PageFacts } from "./extract/page-facts";
import { PageDerived } from "./page-derived";

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
}

/** Per-check option overrides, by check id. */
export type CheckOptionOverrides = Record<string, Record<string, unknown>>;

/**
 * Runs every check on `facts`. A check that throws becomes an "error" result
 * (score null, weight 0) and the others go on.
 */
export function runChecks(
  facts: PageFacts,
  derived = new PageDerived(facts),
  overrides: CheckOptionOverrides = {},
  // biome-ignore lint/suspicious/noExplicitAny: checks differ in their option types.
  checks: readonly Check<any>[] = ALL_CHECKS,
): CheckResult[] {
  return checks.map((check) => {
    const base = {
      id: check.id,
      category: check.category,
      description: check.description,
      ...(check.learnMoreUrl ? { learnMoreUrl: check.learnMoreUrl } : {}),
      lighthouse: check.lighthouse === true,
    };
    try {
      const outcome = check.run(facts, {
        options: { ...check.defaultOptions, ...overrides[check.id] },
        derived,
      });
      const passing = outcome.status === "pass" || outcome.status === "notApplicable";
      return {
        ...base,
        title: passing ? check.title : check.failureTitle,
        status: outcome.status,
        score: outcome.score,
        displayValue: outcome.displayValue ?? null,
        items: outcome.items,
        weight: outcome.status === "notApplicable" ? 0 : weightOf(check.id).weight,
        advice:
          outcome.status === "pass" || outcome.status === "notApplicable" ? null : (outcome.advice ?? null),
      };
    } catch (error) {
      return {
        ...base,
        title: check.title,
        status: "error" as const,
        score: null,
        displayValue: `Check failed: ${error instanceof Error ? error.message : String(error)}`,
        items: [],
        weight: 0,
        advice: null,
      };
    }
  });
}
