import type { KeywordResult } from "@ranklens/engine";
import type { Palette } from "./palette";

/** How many keywords the summary lists. */
export const KEYWORDS_SHOWN = 10;

/** The top keywords as a table (frequency, density with 2 decimals), with the density formula stated once. */
export function formatKeywords(keywords: KeywordResult[], formula: string, palette: Palette): string[] {
  if (keywords.length === 0) return [`${palette.bold("Top keywords")} ${palette.dim("none found")}`];
  const shown = keywords.slice(0, KEYWORDS_SHOWN);
  const width = Math.max(7, ...shown.map((k) => k.keyword.length));
  return [
    palette.bold("Top keywords"),
    palette.dim(`  ${"keyword".padEnd(width)}  frequency  density`),
    ...shown.map(
      (k) =>
        `  ${k.keyword.padEnd(width)}  ${String(k.frequency).padStart(9)}  ${`${k.density.toFixed(2)}%`.padStart(7)}`,
    ),
    palette.dim(`  ${formula}`),
  ];
}
