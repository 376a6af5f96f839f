import type { PageObservation } from "./observation";
import { diffWords, type TextDiffPart } from "./word-diff";

/** One field that differs between two observations, with its values as stored. */
export interface FieldDiff {
  field: DiffedField;
  before: unknown;
  after: unknown;
}

export interface ObservationDiff {
  /** The fields that differ, in the order of `DIFFED_FIELDS`. */
  fields: FieldDiff[];
  /** Word-level diff of the main texts; [] when either is unknown. */
  text: TextDiffPart[];
  /** Share of the main text's words that changed, 0–1 (word-diff.ts); null when either text is unknown. */
  textChange: number | null;
}

/** The fields compared, in the order they are listed (the page's history shows the same ones). */
export const DIFFED_FIELDS = [
  "status",
  "errorCode",
  "finalUrl",
  "robotsAllowed",
  "title",
  "metaDescription",
  "h1",
  "canonical",
  "robots",
  "noindex",
  "wordCount",
  "seoScore",
  "readabilityScore",
  "performanceScore",
  "failingChecks",
  "keywords",
] as const satisfies readonly (keyof PageObservation)[];
export type DiffedField = (typeof DIFFED_FIELDS)[number];

/**
 * What changed from one observation of a page to another (any two, in either order): the fields
 * that differ and a word diff of the main texts, measured as the text_changed rule measures it.
 */
export function diffObservations(from: PageObservation, to: PageObservation): ObservationDiff {
  const fields: FieldDiff[] = [];
  for (const field of DIFFED_FIELDS) {
    const before = from[field];
    const after = to[field];
    if (!same(before, after)) fields.push({ field, before, after });
  }
  if (from.mainText === null || to.mainText === null) return { fields, text: [], textChange: null };
  const { parts, textChange } = diffWords(from.mainText, to.mainText);
  return { fields, text: parts, textChange };
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}
