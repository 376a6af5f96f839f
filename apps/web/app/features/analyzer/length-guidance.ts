import { type LengthBand, type LengthVerdict, lengthVerdict } from "@ranklens/engine/length-band";

/**
 * The engine's verdict on a length from the report (counted by the engine, judged by the same
 * function as the page checks) and the words shown for it ("Too short (under 30)").
 */
export function lengthGuidance(
  length: number | null,
  band: LengthBand,
): { verdict: LengthVerdict; label: string } {
  const verdict = lengthVerdict(length ?? 0, band);
  if (verdict === "missing") return { verdict, label: "Missing" };
  if (verdict === "tooShort") return { verdict, label: `Too short (under ${band.min})` };
  if (verdict === "tooLong") return { verdict, label: `Too long (over ${band.max})` };
  return { verdict, label: `Good (${band.min}–${band.max})` };
}
