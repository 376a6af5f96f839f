import type { CategoryId } from "./categories";
import type { ComputedName, PageInput } from "./computed/computed-facts";
import type { PageFacts } from "./extract/page-facts";
import type { CheckOutcome } from "./outcome";

export { CATEGORY_IDS, type CategoryId } from "./categories";
export type { CheckItem, CheckOutcome } from "./outcome";

/** Verdict of one check. */
export type CheckStatus = "pass" | "warn" | "fail" | "notApplicable" | "error";

/** What a check may read: a fact of the page or a value computed from the facts. */
export type FactName = keyof PageFacts | ComputedName;

export interface CheckMeta<
  Id extends string = string,
  Options extends object = Record<string, never>,
  Facts extends FactName = FactName,
> {
  /** The check's id; its file is `checks/<category>/<id>.ts`. */
  id: Id;
  category: CategoryId;
  /** Title when the check passes. */
  title: string;
  /** Title when it does not. */
  failureTitle: string;
  /** Why it matters. */
  description: string;
  learnMoreUrl?: string;
  /** What `run` reads: it is handed exactly these (the types allow no other), and the docs list them. */
  requiredFacts: readonly Facts[];
  /** "binary": score 0 or 1 (Lighthouse style); "graded": partial credit. */
  scoreMode: "binary" | "graded";
  /** Thresholds as data. */
  defaultOptions: Options;
  /** True for the ten Lighthouse SEO audits, whose verdicts we match. */
  lighthouse?: boolean;
  /**
   * What the items are, as the report heads them, when they are not things found on the page
   * ("Missing from": the places a keyword is not in); "Found" otherwise.
   */
  itemsLabel?: string;
}

export interface Check<
  Id extends string = string,
  Options extends object = Record<string, never>,
  Facts extends FactName = FactName,
> extends CheckMeta<Id, Options, Facts> {
  /** The verdict: pure, from the declared facts and the options (defaults merged with overrides). */
  run(input: Pick<PageInput, Facts>, options: Options): CheckOutcome;
}

/** Any check, whatever its id, options and facts (the registry holds these). */
// biome-ignore lint/suspicious/noExplicitAny: checks differ in their option types; the runner passes each its own.
export type AnyCheck = Check<string, any, FactName>;

/** Declares a check with its id, option type and facts inferred. */
export function defineCheck<const Id extends string, Options extends object, const Facts extends FactName>(
  check: Check<Id, Options, Facts>,
): Check<Id, Options, Facts> {
  return check;
}
