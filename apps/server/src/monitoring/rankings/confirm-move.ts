/** A successful reading, as moves are judged: a position, or null for "not in the top 100". */
export type Standing = number | null;

export type RankMoveType = "rank_improved" | "rank_dropped" | "rank_entered" | "rank_lost";

export interface RankMove {
  type: RankMoveType;
  from: Standing;
  to: Standing;
}

/**
 * Whether a keyword moved, judged against the standing the last alert was judged from (the
 * baseline): a move is reported only when the two newest successful readings both moved the same
 * way past the threshold, so one odd reading — a personalised result, a provider's bad day — never
 * raises "dropped" (SerpBear's "all keywords dropped to 0", #272). Failed checks are not readings:
 * they neither confirm nor break a move. The first reading becomes the baseline silently; a
 * confirmed move becomes the next baseline.
 *
 * Returns the move to report (if any) and the baseline from now on.
 */
export function confirmMove(
  baseline: { standing: Standing } | null,
  previous: Standing | undefined,
  current: Standing,
): { move: RankMove | null; baseline: Standing } {
  if (baseline === null) return { move: null, baseline: current };
  const from = baseline.standing;
  const now = direction(from, current);
  if (now === 0 || previous === undefined || direction(from, previous) !== now)
    return { move: null, baseline: from };
  return { move: { type: moveType(from, current, now), from, to: current }, baseline: current };
}

/**
 * +1 better, −1 worse, 0 not moved enough to tell: near the top a few places matter (3 within
 * the top 10), further down the order shuffles daily (5 to 30, 10 beyond).
 */
function direction(from: Standing, to: Standing): -1 | 0 | 1 {
  if (from === null && to === null) return 0;
  if (from === null) return 1;
  if (to === null) return -1;
  const delta = from - to;
  if (Math.abs(delta) < threshold(from)) return 0;
  return delta > 0 ? 1 : -1;
}

function threshold(position: number): number {
  if (position <= 10) return 3;
  if (position <= 30) return 5;
  return 10;
}

function moveType(from: Standing, to: Standing, way: 1 | -1): RankMoveType {
  if (from === null) return "rank_entered";
  if (to === null) return "rank_lost";
  return way > 0 ? "rank_improved" : "rank_dropped";
}
