import { afterEach, describe, expect, it, vi } from "vitest";
import { PollLoop } from "./poll-loop";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("PollLoop", () => {
  it("naps a random time around the interval, so that workers started together do not poll in step", async () => {
    vi.useFakeTimers();
    // The naps' random draws: the shortest a nap can be, then the longest.
    const draws = [0, 0.99];
    vi.spyOn(Math, "random").mockImplementation(() => draws.shift() ?? 0.5);
    let polls = 0;
    const loop = new PollLoop(100, () => {});
    loop.start(async () => void polls++, new Set());
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toBe(1);
    // Half the interval: a fixed nap would still be sleeping.
    await vi.advanceTimersByTimeAsync(49);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toBe(2);
    // One and a half intervals, less a little: a fixed nap would have polled again by now.
    await vi.advanceTimersByTimeAsync(148);
    expect(polls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toBe(3);
    const stopped = loop.stop();
    await vi.advanceTimersByTimeAsync(0);
    await stopped;
  });
});
