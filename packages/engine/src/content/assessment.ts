import type { Researcher } from "./researcher";
import type { AnalysisCategory, AssessmentOutcome } from "./result";

/** Thresholds and scores of an assessment: plain data that a content type can override. */
export interface AssessmentConfig {
  thresholds: Record<string, number>;
  scores: Record<string, number>;
}

/** One check: metadata, default configuration and the pure functions that apply it. */
export interface Assessment<C extends AssessmentConfig = AssessmentConfig> {
  id: string;
  category: AnalysisCategory;
  title: string;
  /** Why it matters, in one or two sentences. */
  description: string;
  /** True for the engagement rubric: countable signals, not a validated measure. */
  heuristic?: boolean;
  defaults: C;
  /** The scoring rules in words, for `docs/content-analysis.md` ("9: 30–60 characters"). */
  rules(config: C): string[];
  /** Whether the check says anything for this paper (not applicable checks weigh nothing). */
  isApplicable(researcher: Researcher, config: C): boolean;
  getResult(researcher: Researcher, config: C): AssessmentOutcome;
}

/** Declares an assessment; erases its config type so assessments of all kinds fit in one list. */
export function defineAssessment<C extends AssessmentConfig>(assessment: Assessment<C>): Assessment {
  return assessment as unknown as Assessment;
}

/** Partial overrides of an assessment's thresholds and scores. */
export interface ConfigOverride {
  thresholds?: Record<string, number>;
  scores?: Record<string, number>;
}

/** `defaults` with `override` merged in (shallow, per table). */
export function mergeConfig(defaults: AssessmentConfig, override?: ConfigOverride): AssessmentConfig {
  if (!override) return defaults;
  return {
    thresholds: { ...defaults.thresholds, ...override.thresholds },
    scores: { ...defaults.scores, ...override.scores },
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
