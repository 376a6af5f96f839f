import { describe, expect, it } from "vitest";
import { NO_TREND, nextScoreTrend } from "./score-trend";

const scores = (seoScore: number, readabilityScore: number, engagementScore: number) => ({
  seoScore,
  readabilityScore,
  engagementScore,
});

describe("nextScoreTrend", () => {
  it("has no trend for the first result", () => {
    expect(nextScoreTrend({ ...NO_TREND, seoScore: 4 }, null, scores(50, 60, 70))).toEqual(NO_TREND);
  });

  it("records each score's change, up or down", () => {
    expect(nextScoreTrend(NO_TREND, scores(50, 60, 70), scores(55, 58, 70))).toEqual(scores(5, -2, 0));
  });

  it("keeps the last change while a score stays the same", () => {
    const first = nextScoreTrend(NO_TREND, scores(50, 60, 70), scores(55, 60, 70));
    const second = nextScoreTrend(first, scores(55, 60, 70), scores(55, 61, 70));
    expect(second).toEqual(scores(5, 1, 0));
  });
});
