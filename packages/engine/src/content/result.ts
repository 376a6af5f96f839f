/** Shapes shared by assessments and the analysis result. */

/** The three score categories of the Content Analysis panel. */
export type AnalysisCategory = "seo" | "readability" | "engagement";

/** Priority labels shown next to a suggestion. */
export type Priority = "low" | "medium" | "high";

/** A range of text to highlight: UTF-16 offsets into one field (end exclusive). */
export interface Mark {
  field: "title" | "metaDescription" | "body";
  start: number;
  end: number;
}

/** What one assessment found. */
export interface AssessmentOutcome {
  /** 0–9, 9 best (Yoast's scale, without its negative vetoes). */
  score: number;
  /**
   * Which finding this is, stable across wording changes: the name of the score it earned
   * ("good", "too-long", "none"…). UIs key on it (with the assessment id), never on the text.
   */
  code: string;
  /** The finding, with its numbers ("The keyphrase appears 1 time; aim for 3–7 in 640 words."). */
  text: string;
  /** What to do about it; empty when there is nothing to do. */
  suggestion: string;
  marks?: Mark[];
}
