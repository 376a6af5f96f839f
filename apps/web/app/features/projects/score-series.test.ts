import type { Observation, PageHistory } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { scoreSeries } from "./score-series";

const observation = (runId: string, observedAt: string, seoScore: number | null): Observation => ({
  id: Math.floor(Math.random() * 1e6),
  runId,
  observedAt,
  status: seoScore === null ? 500 : 200,
  errorCode: null,
  finalUrl: null,
  robotsAllowed: true,
  title: null,
  metaDescription: null,
  h1: null,
  canonical: null,
  robots: null,
  noindex: false,
  wordCount: null,
  seoScore,
  readabilityScore: null,
  performanceScore: null,
  failingChecks: [],
  textHash: null,
});

const history = (id: number, competitorId: string | null, observations: Observation[]): PageHistory => ({
  page: { id, url: `https://site.test/${id}`, competitorId },
  observations,
});

describe("scoreSeries", () => {
  it("averages each side per run, on the run's first observation time, with gaps for missing scores", () => {
    const histories = [
      history(1, null, [
        observation("r1", "2026-11-01T10:00:02Z", 80),
        observation("r2", "2026-11-02T10:00:00Z", 60),
      ]),
      history(2, null, [
        observation("r1", "2026-11-01T10:00:03Z", 71),
        observation("r2", "2026-11-02T10:00:01Z", null),
      ]),
      history(3, "c1", [observation("r1", "2026-11-01T10:00:01Z", 90)]),
    ];
    const series = scoreSeries(histories, [
      { id: "c1", url: "https://rival.test/", host: "rival.test" },
      { id: "c2", url: "https://quiet.test/", host: "quiet.test" },
    ]);
    expect(series).toEqual([
      {
        name: "Your pages",
        points: [
          { at: "2026-11-01T10:00:01Z", value: 76 },
          { at: "2026-11-02T10:00:00Z", value: 60 },
        ],
      },
      {
        name: "rival.test",
        points: [
          { at: "2026-11-01T10:00:01Z", value: 90 },
          { at: "2026-11-02T10:00:00Z", value: null },
        ],
      },
    ]);
  });
});
