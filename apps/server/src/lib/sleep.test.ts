import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { sleep } from "./sleep";

describe("sleep", () => {
  it("leaves no listener on the signal once it has waited, however often it is called", async () => {
    const signal = new AbortController().signal;
    for (let i = 0; i < 200; i++) await sleep(0, signal);
    expect(getEventListeners(signal, "abort")).toHaveLength(0);
  });

  it("resolves at once when the signal aborts, and when it was aborted before", async () => {
    const controller = new AbortController();
    const started = performance.now();
    const waiting = sleep(60_000, controller.signal);
    controller.abort();
    await waiting;
    await sleep(60_000, controller.signal);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });
});
