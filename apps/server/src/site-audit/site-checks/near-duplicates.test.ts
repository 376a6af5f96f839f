import { describe, expect, it } from "vitest";
import { nearestMatches } from "./near-duplicates";

const group = (simhash: string, id: number) => ({ urlIds: [id], simhash });

describe("nearestMatches", () => {
  it("finds every pair within the distance, however the differing bits spread over the blocks", () => {
    // Bits 0, 9, 18, 27, 36, 45: one in each of six different 8-bit blocks.
    const spread = (1n | (1n << 9n) | (1n << 18n) | (1n << 27n) | (1n << 36n) | (1n << 45n))
      .toString(16)
      .padStart(16, "0");
    const groups = [
      group("0000000000000000", 1),
      group(spread, 2),
      group("000000000000007f", 3), // 7 bits from the first
      group("8000000000000000", 4), // 1 bit from the first: the nearest
    ];
    const matches = nearestMatches(groups, 6);
    expect(matches.get(0)).toEqual({ group: 3, distance: 1 });
    expect(matches.get(1)).toEqual({ group: 0, distance: 6 });
    expect(matches.get(3)).toEqual({ group: 0, distance: 1 });
    // 7 bits from the first, 13 from the spread one, 8 from the fourth.
    expect(matches.has(2)).toBe(false);
  });

  it("pairs different texts with the same fingerprint at distance 0, and matches every one of them", () => {
    const groups = [
      group("00000000000000ff", 1),
      group("0f0f0f0f0f0f0f0f", 2),
      group("0f0f0f0f0f0f0f0f", 3),
      group("0f0f0f0f0f0f0f0f", 4),
      group("0f0f0f0f0f0f0f0e", 5),
    ];
    const matches = nearestMatches(groups, 6);
    expect([...matches.entries()].sort(([a], [b]) => a - b)).toEqual([
      [1, { group: 2, distance: 0 }],
      [2, { group: 1, distance: 0 }],
      [3, { group: 1, distance: 0 }],
      [4, { group: 1, distance: 1 }],
    ]);
  });

  it("compares every pair when no block need agree", () => {
    const matches = nearestMatches([group("0000000000000000", 1), group("00000000000000ff", 2)], 8);
    expect(matches.get(0)).toEqual({ group: 1, distance: 8 });
  });
});
