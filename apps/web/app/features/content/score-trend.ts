import type { ContentAnalysis } from "@ranklens/engine/content";

/** The three scores of the Content Analysis panel, in display order. */
export const SCORE_KEYS = ["seoScore", "readabilityScore", "engagementScore"] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

/** Per score, the last change in points (0 until it first changes). */
export type ScoreTrend = Record<ScoreKey, number>;

export const NO_TREND: ScoreTrend = { seoScore: 0, readabilityScore: 0, engagementScore: 0 };

type Scores = Pick<ContentAnalysis, ScoreKey>;

/**
 * The ▲/▼ shown beside each score: how much it moved the last time it moved. Live analysis runs
 * on nearly every keystroke, and most runs leave a score unchanged; comparing only with the run
 * just before would make the arrow flicker away one keystroke after it appeared.
 */
export function nextScoreTrend(trend: ScoreTrend, previous: Scores | null, next: Scores): ScoreTrend {
  if (!previous) return NO_TREND;
  const result = { ...trend };
  for (const key of SCORE_KEYS) {
    const [before, after] = [previous[key], next[key]];
    if (before !== null && after !== null && after !== before) result[key] = after - before;
  }
  return result;
}
