/** A scored item for a weighted mean: null scores (notApplicable, error) weigh 0. */
export interface Weighted {
  score: number | null;
  weight: number;
}

/**
 * Weighted arithmetic mean of scores (0..1) as an integer 0–100, or null when
 * nothing weighs (every item not applicable). Like Lighthouse's category
 * score, except that an erroring check drops out instead of nulling the score.
 */
export function weightedScore(items: readonly Weighted[]): number | null {
  let sum = 0;
  let total = 0;
  for (const { score, weight } of items) {
    if (score === null || weight <= 0) continue;
    sum += score * weight;
    total += weight;
  }
  if (total === 0) return null;
  return clampScore(Math.round((sum / total) * 100));
}

/** Clamps a score to an integer 0–100. */
export function clampScore(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}
