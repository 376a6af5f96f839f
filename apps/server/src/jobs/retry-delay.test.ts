import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-delay";

describe("retryDelayMs", () => {
  const backoff = { baseMs: 1_000, maxMs: 10_000 };

  it("doubles per attempt up to the ceiling", () => {
    const top = (attempt: number) => retryDelayMs(attempt, backoff, () => 1);
    expect([1, 2, 3, 4, 5, 20].map(top)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it("jitters between half and all of the delay", () => {
    expect(retryDelayMs(3, backoff, () => 0)).toBe(2_000);
    expect(retryDelayMs(3, backoff, () => 0.5)).toBe(3_000);
  });
});
