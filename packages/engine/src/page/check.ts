import type { PageFacts } from "./extract/page-facts";
import type { PageDerived } from "./page-derived";

/** Verdict of one check. */
export type CheckStatus = "pass" | "warn" | "fail" | "notApplicable" | "error";

import type { CategoryId } from "./categories";

export { CATEGORY_IDS, type CategoryId } from "./categories";

/** One offending element, URL or value. `value` is the evidence (a URL, a snippet, a length…). */
export interface CheckItem {
  value: string;
  reason?: string;
  [key: string]: string | number | boolean | null | undefined;
}

/** What a check's `run` returns. */
export interface CheckOutcome {
  status: Exclude<CheckStatus, "error">;
  /** 0..1; null when notApplicable. */
  score: number | null;
  displayValue?: string;
  items: CheckItem[];
  /** A concrete, actionable sentence for the suggestions list (mentions the offending values); only when not passing. */
  advice?: string;
}

export interface CheckContext<Options> {
  options: Options;
  derived: PageDerived;
}

/** Which facts a check reads; documentation for the UI and docs, and how we know a network fact is needed. */
export type FactName = keyof PageFacts | "keywords";

export interface CheckMeta<Options extends object = Record<string, never>> {
  id: string;
  category: CategoryId;
  /** Title when the check passes. */
  title: string;
  /** Title when it does not. */
  failureTitle: string;
  /** Why it matters. */
  description: string;
  learnMoreUrl?: string;
  requiredFacts: FactName[];
  /** "binary": score 0 or 1 (Lighthouse style); "graded": partial credit. */
  scoreMode: "binary" | "graded";
  /** Thresholds as data. */
  defaultOptions: Options;
  /** True for the ten Lighthouse SEO audits, whose verdicts we match. */
  lighthouse?: boolean;
}

export interface Check<Options extends object = Record<string, never>> extends CheckMeta<Options> {
  run(facts: PageFacts, ctx: CheckContext<Options>): CheckOutcome;
}

/** Declares a check with its option type inferred. */
export function defineCheck<Options extends object>(check: Check<Options>): Check<Options> {
  return check;
}

/**
 * An outcome object. Every outcome has the same keys in the same order (absent ones undefined, an
 * empty display value as undefined, as before), so the runner reads them from one object shape
 * rather than several.
 */
export function outcome(
  status: CheckOutcome["status"],
  score: number | null,
  items: CheckItem[],
  advice: string | undefined,
  displayValue: string | undefined,
): CheckOutcome {
  return { status, score, items, advice, displayValue: displayValue || undefined };
}

/** Shorthands for outcomes. */
export const notApplicable = (displayValue?: string): CheckOutcome =>
  outcome("notApplicable", null, [], undefined, displayValue);
