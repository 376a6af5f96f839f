/** An inclusive range of good lengths in characters. */
export interface LengthRange {
  min: number;
  max: number;
}

/** Spec §5: titles of 30–60 characters are good. */
export const TITLE_RANGE: LengthRange = { min: 30, max: 60 };
/** Spec §5: meta descriptions of 120–160 characters are good. */
export const META_DESCRIPTION_RANGE: LengthRange = { min: 120, max: 160 };

export type LengthVerdict = "missing" | "tooShort" | "good" | "tooLong";

/** The verdict on a length and the words shown for it ("Too short (under 30)"). */
export function lengthGuidance(
  length: number | null,
  range: LengthRange,
): { verdict: LengthVerdict; label: string } {
  if (length === null || length === 0) return { verdict: "missing", label: "Missing" };
  if (length < range.min) return { verdict: "tooShort", label: `Too short (under ${range.min})` };
  if (length > range.max) return { verdict: "tooLong", label: `Too long (over ${range.max})` };
  return { verdict: "good", label: `Good (${range.min}–${range.max})` };
}
