import type { Palette } from "./palette";

/**
 * A 0–100 score as "72/100", coloured like Lighthouse (90+ green, 50+ amber,
 * else red); "N/A" when nothing could be measured. Rounded, because the
 * engine's readability (a Flesch score) can carry decimals.
 */
export function formatScore(score: number | null, palette: Palette): string {
  if (score === null) return palette.dim("N/A");
  const text = `${Math.round(score)}/100`;
  if (score >= 89.5) return palette.green(text);
  if (score >= 49.5) return palette.yellow(text);
  return palette.red(text);
}
