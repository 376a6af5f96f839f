import { describe, expect, it } from "vitest";
import { dataForSeoSerpPrice } from "./dataforseo/dataforseo-serp";
import { CHECKS_PER_MONTH, rankCheckCost } from "./rank-cost";
import { SERPAPI_SEARCH_PRICE } from "./serpapi/serpapi-serp";

describe("the cost estimate of a rank-tracking schedule", () => {
  it("meets the research's figure: 200 keywords × 2 devices × daily on DataForSEO's standard queue is $7.20 a month", () => {
    expect(
      rankCheckCost({
        keywords: 200,
        devices: 2,
        checksPerMonth: CHECKS_PER_MONTH.daily,
        pricePerQuery: 0.0006,
      }),
    ).toEqual({ queriesPerCheck: 400, queriesPerMonth: 12_000, perCheck: 0.24, perMonth: 7.2 });
  });

  it("says what reading 100 deep costs, which the research's one-page price does not", () => {
    const queued = rankCheckCost({
      keywords: 200,
      devices: 2,
      checksPerMonth: CHECKS_PER_MONTH.daily,
      pricePerQuery: dataForSeoSerpPrice(100).queued,
    });
    expect(queued.perMonth).toBe(55.8);
    // SerpApi: 10 searches a query at $75 for 5,000 — 120,000 searches, beyond any plan's month.
    const serpApi = rankCheckCost({
      keywords: 200,
      devices: 2,
      checksPerMonth: CHECKS_PER_MONTH.daily,
      pricePerQuery: SERPAPI_SEARCH_PRICE * 10,
    });
    expect(serpApi.perMonth).toBe(1800);
  });

  it("weekly is 52 checks a year over 12 months, and nothing costs nothing", () => {
    expect(
      rankCheckCost({
        keywords: 10,
        devices: 1,
        checksPerMonth: CHECKS_PER_MONTH.weekly,
        pricePerQuery: 0.002,
      }).perMonth,
    ).toBeCloseTo(0.086667, 6);
    expect(rankCheckCost({ keywords: 0, devices: 2, checksPerMonth: 30, pricePerQuery: 0.002 })).toEqual({
      queriesPerCheck: 0,
      queriesPerMonth: 0,
      perCheck: 0,
      perMonth: 0,
    });
  });
});
