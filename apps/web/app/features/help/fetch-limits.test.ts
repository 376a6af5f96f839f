import { GATHER_DEFAULTS } from "@ranklens/engine";
import { describe, expect, it } from "vitest";
import { fetchLimitsOf } from "./fetch-limits";

describe("fetchLimitsOf", () => {
  it("states the fetcher's own limits in seconds and MiB", () => {
    expect(
      fetchLimitsOf({
        timeouts: { connectMs: 5_000, headersMs: 10_000, totalMs: 20_000 },
        maxBytes: 5 * 1024 * 1024,
        maxRedirects: 10,
      }),
    ).toEqual({ connectSeconds: 5, answerSeconds: 10, totalSeconds: 20, maxMiB: 5, maxRedirects: 10 });
  });

  it("follows the engine when its defaults change", () => {
    const limits = fetchLimitsOf(GATHER_DEFAULTS);
    expect(limits.answerSeconds * 1000).toBe(GATHER_DEFAULTS.timeouts.headersMs);
    expect(limits.totalSeconds * 1000).toBe(GATHER_DEFAULTS.timeouts.totalMs);
    expect(limits.maxRedirects).toBe(GATHER_DEFAULTS.maxRedirects);
  });
});
