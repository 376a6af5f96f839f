import { describe, expect, it } from "vitest";
import { confirmMove, type Standing } from "./confirm-move";

/** Runs a keyword's successful readings through the judge, as the tracker does, and lists the moves. */
function movesOf(readings: Standing[]) {
  let baseline: { standing: Standing } | null = null;
  let previous: Standing | undefined;
  const moves = [];
  for (const reading of readings) {
    const judged = confirmMove(baseline, previous, reading);
    if (judged.move) moves.push(judged.move);
    baseline = { standing: judged.baseline };
    previous = reading;
  }
  return moves;
}

describe("confirmMove", () => {
  it("takes the first reading as the baseline without a move", () => {
    expect(movesOf([4])).toEqual([]);
  });

  it("reports a drop only once two readings agree on it", () => {
    expect(movesOf([4, 12])).toEqual([]);
    expect(movesOf([4, 12, 11])).toEqual([{ type: "rank_dropped", from: 4, to: 11 }]);
  });

  it("never reports one odd reading, a drop out of the top 100 included", () => {
    expect(movesOf([4, null, 4, 5, 3, null, 4])).toEqual([]);
  });

  it("reports leaving and entering the top 100 after two readings each", () => {
    expect(movesOf([8, null, null, null, 40, 38])).toEqual([
      { type: "rank_lost", from: 8, to: null },
      { type: "rank_entered", from: null, to: 38 },
    ]);
  });

  it("judges the next move from the confirmed position, not the first one", () => {
    expect(movesOf([20, 9, 8, 8, 2, 2])).toEqual([
      { type: "rank_improved", from: 20, to: 8 },
      { type: "rank_improved", from: 8, to: 2 },
    ]);
  });

  it("ignores small moves: fewer than 3 places in the top 10, 5 to 30, 10 beyond", () => {
    expect(movesOf([5, 7, 7, 7])).toEqual([]);
    expect(movesOf([25, 29, 29])).toEqual([]);
    expect(movesOf([50, 58, 59])).toEqual([]);
    expect(movesOf([50, 61, 60])).toEqual([{ type: "rank_dropped", from: 50, to: 60 }]);
  });

  it("does not confirm a move with a reading that went the other way", () => {
    expect(movesOf([10, 20, 2])).toEqual([]);
  });
});
