import type { LengthVerdict } from "@ranklens/engine/length-band";

/** The words the CLI prints for the engine's length verdicts (text/length-band.ts). */
export const VERDICT_WORDS: Readonly<Record<LengthVerdict, string>> = {
  missing: "missing",
  tooShort: "too short",
  good: "good",
  tooLong: "too long",
};
