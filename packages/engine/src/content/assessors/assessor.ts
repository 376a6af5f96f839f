import type { AnyAssessment, Assessment, ConfigOverride, NumberTable } from "../assessment";
import type { ContentType } from "../paper";

/** One assessment as an assessor runs it: with a weight in its category and config overrides. */
export interface AssessorEntry {
  assessment: AnyAssessment;
  /** Weight within the category score (default 1). */
  weight?: number;
  config?: ConfigOverride;
}

/** The assessments that run for one content type (Yoast's assessor, as a plain list). */
export interface Assessor {
  type: ContentType;
  label: string;
  entries: AssessorEntry[];
}

/**
 * An assessor entry for `assessment`, with an optional weight and overrides of its own thresholds
 * and scores: `use(A.textLength, { thresholds: { good: 200 } })`. A misspelt name does not compile.
 */
export function use<T extends NumberTable, S extends NumberTable>(
  assessment: Assessment<T, S>,
  options: { weight?: number } & ConfigOverride<T, S> = {},
): AssessorEntry {
  const { weight, thresholds, scores } = options;
  const config = thresholds || scores ? ({ thresholds, scores } as ConfigOverride) : undefined;
  return {
    assessment: assessment as unknown as AnyAssessment,
    ...(weight !== undefined ? { weight } : {}),
    ...(config ? { config } : {}),
  };
}
