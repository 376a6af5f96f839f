/** The spec's recommended lengths, in characters. */
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 120, max: 160 } as const;

/** Verdict on a text's length against a recommended range. */
export type LengthVerdict = "missing" | "too short" | "good" | "too long";

/** Judges `length` (null = the element is absent or empty) against `range`. */
export function lengthVerdict(length: number | null, range: { min: number; max: number }): LengthVerdict {
  if (length === null || length === 0) return "missing";
  if (length < range.min) return "too short";
  if (length > range.max) return "too long";
  return "good";
}
