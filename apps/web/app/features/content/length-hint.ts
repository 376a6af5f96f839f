import { type LengthBand, type LengthVerdict, lengthVerdict } from "@ranklens/engine/length-band";

export type LengthTone = "empty" | "short" | "good" | "long";

const TONES: Record<LengthVerdict, LengthTone> = {
  missing: "empty",
  tooShort: "short",
  good: "good",
  tooLong: "long",
};

/**
 * How a length compares with its band, and the words that say so. The verdict is the engine's
 * (the page checks and the content analysis judge with the same function); only the words are ours.
 */
export function lengthHint(length: number, band: LengthBand): { tone: LengthTone; label: string } {
  const tone = TONES[lengthVerdict(length, band)];
  const aim = `${band.min}–${band.max}`;
  if (tone === "empty") return { tone, label: `Aim for ${aim} characters` };
  if (tone === "short") return { tone, label: `Too short (aim for ${aim})` };
  if (tone === "long") return { tone, label: `Too long (aim for ${aim})` };
  return { tone, label: "Good length" };
}
