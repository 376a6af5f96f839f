import { describe, expect, it } from "vitest";
import { PollLoop } from "./poll-loop";

describe("PollLoop", () => {
  it("naps a random time around the interval, so that workers started together do not poll in step", async () => {
    const at: number[] = [];
    const loop = new PollLoop(50, () => {});
    loop.start(async () => void at.push(performance.now()), new Set());
    while (at.length < 21) await new Promise((resolve) => setTimeout(resolve, 20));
    await loop.stop();
    const naps = at.slice(1, 21).map((t, i) => t - at[i]!);
    // A timer never fires early: with a fixed nap no gap is under 50 ms. Each is 25–75 ms here,
    // so 20 of them with none under 45 ms would happen about once in 27,000 runs.
    expect(Math.min(...naps)).toBeLessThan(45);
    const mean = naps.reduce((a, b) => a + b, 0) / naps.length;
    expect(mean).toBeGreaterThan(25);
    expect(mean).toBeLessThan(100);
  });
});
