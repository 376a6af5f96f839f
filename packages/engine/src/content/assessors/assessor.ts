import type { Assessment, ConfigOverride } from "../assessment";
import type { ContentType } from "../paper";

/** One assessment as an assessor runs it: with a weight in its category and config overrides. */
export interface AssessorEntry {
  assessment: Assessment;
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
