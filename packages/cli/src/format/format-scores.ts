import type { ContentScore } from "@ranklens/engine";
import { formatScore } from "./format-score";
import type { Palette } from "./palette";

/** The three headline scores, one per line. */
export function formatScores(scores: ContentScore, palette: Palette): string[] {
  return [
    palette.bold("Scores"),
    `  SEO          ${formatScore(scores.seo, palette)}`,
    `  Readability  ${formatScore(scores.readability, palette)}`,
    `  Performance  ${formatScore(scores.performance, palette)}`,
  ];
}
