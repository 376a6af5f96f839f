import type { CompetitorReport } from "@ranklens/engine";
import type { Palette } from "./palette";

/** Keywords listed per competitor before "…". */
export const COMPETITOR_KEYWORDS_SHOWN = 8;

/** "ahead by 8", "behind by 3", "level" or "n/a": how the competitor stands against the page, in whole points. */
export function describeDelta(pointsAhead: number | null): string {
  if (pointsAhead === null) return "n/a";
  // Readability is a Flesch score with decimals; whole points read better.
  const points = Math.round(pointsAhead);
  if (points > 0) return `ahead by ${points}`;
  if (points < 0) return `behind by ${-points}`;
  return "level";
}

function list(words: string[]): string {
  if (words.length === 0) return "none";
  const shown = words.slice(0, COMPETITOR_KEYWORDS_SHOWN).join(", ");
  return words.length > COMPETITOR_KEYWORDS_SHOWN ? `${shown}, … (${words.length})` : shown;
}

function formatCompetitor(c: CompetitorReport, palette: Palette): string[] {
  if (c.error)
    return [`  ${c.url}`, palette.red(`    could not be analysed: ${c.error.message} (${c.error.code})`)];
  const score = (value: number | null | undefined) =>
    value === null || value === undefined ? "N/A" : String(Math.round(value));
  const scores = c.contentScore;
  return [
    `  ${c.url}${c.finalUrl && c.finalUrl !== c.url ? ` → ${c.finalUrl}` : ""}`,
    `    SEO ${score(scores?.seo)} (${describeDelta(c.pointsAhead.seo)}), ` +
      `readability ${score(scores?.readability)} (${describeDelta(c.pointsAhead.readability)}), ` +
      `performance ${score(scores?.performance)} (${describeDelta(c.pointsAhead.performance)})`,
    `    shared keywords: ${list(c.sharedKeywords)}`,
    `    missing keywords: ${list(c.missingKeywords)}`,
  ];
}

/** Each competitor's scores against the page's (points ahead or behind) and keyword overlap. */
export function formatCompetitors(competitors: CompetitorReport[], palette: Palette): string[] {
  if (competitors.length === 0) return [];
  return [
    `${palette.bold("Competitors")} ${palette.dim("(ahead/behind = competitor's score minus this page's)")}`,
    ...competitors.flatMap((c) => formatCompetitor(c, palette)),
  ];
}
