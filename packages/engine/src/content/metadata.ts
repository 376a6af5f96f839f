import { mergeConfig } from "./assessment";
import { ALL_ASSESSMENTS } from "./assessments/index";
import { ASSESSORS } from "./assessors/index";
import { CONTENT_TYPES, type ContentType } from "./paper";
import type { AnalysisCategory } from "./result";

/** How one content type runs an assessment. */
export interface AssessmentUsage {
  type: ContentType;
  weight: number;
  thresholds: Record<string, number>;
  scores: Record<string, number>;
  rules: string[];
}

/** Metadata of one assessment, for docs and UIs. */
export interface AssessmentMetadata {
  id: string;
  category: AnalysisCategory;
  title: string;
  description: string;
  heuristic: boolean;
  /** A red finding on it caps the category score (`Assessment.major`). */
  major: boolean;
  usage: AssessmentUsage[];
}

/** Every assessment with its thresholds and scores per content type (types that skip it are left out). */
export function assessmentMetadata(): AssessmentMetadata[] {
  return ALL_ASSESSMENTS.map((a) => ({
    id: a.id,
    category: a.category,
    title: a.title,
    description: a.description,
    heuristic: a.heuristic === true,
    major: a.major === true,
    usage: CONTENT_TYPES.flatMap((type) => {
      const entry = ASSESSORS[type].entries.find((e) => e.assessment === a);
      if (!entry) return [];
      const config = mergeConfig(a.defaults, entry.config);
      return [
        {
          type,
          weight: entry.weight ?? 1,
          thresholds: config.thresholds,
          scores: config.scores,
          rules: a.rules(config),
        },
      ];
    }),
  }));
}
