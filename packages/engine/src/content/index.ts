/**
 * Live content analysis for the editor (browser-safe; runs in a web worker): researches →
 * assessments → assessors per content type → scores. See docs/content-analysis.md.
 */

export {
  analyzeContent,
  type ContentAnalysis,
  type ContentAnalysisDetails,
  type ContentAnalysisItem,
  type PassedAssessment,
  priorityFor,
} from "./analyze-content";
export type { Assessment, AssessmentConfig } from "./assessment";
export { ALL_ASSESSMENTS } from "./assessments/index";
export { ASSESSORS } from "./assessors/index";
export { type AssessmentMetadata, type AssessmentUsage, assessmentMetadata } from "./metadata";
export { CONTENT_TYPES, type ContentInput, type ContentType } from "./paper";
export type { AnalysisCategory, Mark, Priority } from "./result";
