/**
 * Live content analysis for the editor (browser-safe; runs in a web worker): researches →
 * assessments → assessors per content type → scores. See docs/content-analysis.md.
 */

export {
  type AssessmentError,
  analyzeContent,
  CAP_WITH_MANY_RED,
  CAP_WITH_RED,
  type CategoryScoring,
  type ContentAnalysis,
  type ContentAnalysisDetails,
  type ContentAnalysisItem,
  categoryScore,
  type PassedAssessment,
  priorityFor,
  RED_MAX,
  SCORE_BANDS,
} from "./analyze-content";
export type { AnyAssessment, Assessment, AssessmentConfig } from "./assessment";
export { ALL_ASSESSMENTS } from "./assessments/index";
export { ASSESSORS } from "./assessors/index";
export { keyphraseSentenceCount } from "./keyphrase-sentences";
export { type AssessmentMetadata, type AssessmentUsage, assessmentMetadata } from "./metadata";
export { CONTENT_TYPES, type ContentInput, type ContentType } from "./paper";
export { type BodyLink, parseBody } from "./parse-body";
export type { AnalysisCategory, Mark, Priority } from "./result";
