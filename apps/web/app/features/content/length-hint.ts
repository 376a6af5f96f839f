/** A good length range in characters (inclusive). */
export interface LengthRange {
  min: number;
  max: number;
}

/** Spec §5: titles of 30–60 characters are good (the counter shows n/60; there is no hard limit). */
export const TITLE_LENGTH: LengthRange = { min: 30, max: 60 };
/** Spec §5: meta descriptions of 120–160 characters are good. */
export const META_DESCRIPTION_LENGTH: LengthRange = { min: 120, max: 160 };

export type LengthTone = "empty" | "short" | "good" | "long";

/** How a length compares with its guidance, and the words that say so. */
export function lengthHint(length: number, range: LengthRange): { tone: LengthTone; label: string } {
  if (length === 0) return { tone: "empty", label: `Aim for ${range.min}–${range.max} characters` };
  if (length < range.min) return { tone: "short", label: `Too short (aim for ${range.min}–${range.max})` };
  if (length > range.max) return { tone: "long", label: `Too long (aim for ${range.min}–${range.max})` };
  return { tone: "good", label: "Good length" };
}

/** Characters as people count them (an emoji is one), like the analyser's title length. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
