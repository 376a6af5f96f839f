import type { Researcher } from "./researcher";
import type { AnalysisCategory, AssessmentOutcome } from "./result";

/** A table of named numbers: an assessment's thresholds or its scores. */
export type NumberTable = Record<string, number>;

/** Thresholds and scores of an assessment: plain data that a content type can override. */
export interface AssessmentConfig<T extends NumberTable = NumberTable, S extends NumberTable = NumberTable> {
  thresholds: T;
  scores: S;
}

/**
 * One check: metadata, default configuration and the pure functions that apply it. `T` and `S` are
 * the names of its thresholds and scores, so content-type overrides are type-checked.
 */
export interface Assessment<T extends NumberTable = NumberTable, S extends NumberTable = NumberTable> {
  id: string;
  category: AnalysisCategory;
  title: string;
  /** Why it matters, in one or two sentences. */
  description: string;
  /** True for the engagement rubric: countable signals, not a validated measure. */
  heuristic?: boolean;
  /**
   * True for a check whose failure the category score must not hide (no keyphrase, too little
   * text, sentences too long…): its red finding caps the score (see `categoryScore`). A red on
   * any other check only lowers the average, unless its content type weighs it above the rest.
   */
  major?: boolean;
  defaults: AssessmentConfig<T, S>;
  /** The scoring rules in words, for `docs/content-analysis.md` ("9: 30–60 characters"). */
  rules(config: AssessmentConfig<T, S>): string[];
  /** Whether the check says anything for this paper (not applicable checks weigh nothing). */
  isApplicable(researcher: Researcher, config: AssessmentConfig<T, S>): boolean;
  getResult(researcher: Researcher, config: AssessmentConfig<T, S>): AssessmentOutcome;
}

/** An assessment of any configuration, as lists of all assessments hold them. */
export type AnyAssessment = Assessment<NumberTable, NumberTable>;

/** Declares an assessment; its threshold and score names are inferred from `defaults`. */
export function defineAssessment<T extends NumberTable, S extends NumberTable>(
  assessment: Assessment<T, S>,
): Assessment<T, S> {
  return assessment;
}

/** Partial overrides of an assessment's thresholds and scores, by their names. */
export interface ConfigOverride<T extends NumberTable = NumberTable, S extends NumberTable = NumberTable> {
  thresholds?: Partial<T>;
  scores?: Partial<S>;
}

/** `defaults` with `override` merged in (shallow, per table). */
export function mergeConfig<T extends NumberTable, S extends NumberTable>(
  defaults: AssessmentConfig<T, S>,
  override?: ConfigOverride<T, S>,
): AssessmentConfig<T, S> {
  if (!override) return defaults;
  return {
    thresholds: { ...defaults.thresholds, ...override.thresholds } as T,
    scores: { ...defaults.scores, ...override.scores } as S,
  };
}

/** "1 word" / "3 words". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A share as a whole percentage ("27%"). */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
