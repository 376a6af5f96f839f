import { engineRule } from "./change-rule";

/** Points the SEO score must lose since the last analysis to count as a drop. */
export const SCORE_DROP_POINTS = 10;

/**
 * The SEO score fell by at least 10 points since the last analysis. A slow slide of a few points a
 * day is not caught (each step is compared with the day before); the score history shows it.
 */
export const scoreDropped = engineRule("score_dropped", (before, after) =>
  before.seoScore !== null && after.seoScore !== null && before.seoScore - after.seoScore >= SCORE_DROP_POINTS
    ? { before: String(before.seoScore), after: String(after.seoScore) }
    : null,
);
