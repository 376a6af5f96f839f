import { describe, expect, it } from "vitest";
import { forEachPoliteHost } from "./host-limited-pool";

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe("forEachPoliteHost", () => {
  it("never runs more than perHost for a host nor concurrency in all", async () => {
    const items = [...Array(12).keys()].map((i) => ({ host: i % 3 === 0 ? "b" : "a", i }));
    const inFlight = new Map<string, number>();
    let total = 0;
    let maxTotal = 0;
    const maxPerHost = new Map<string, number>();
    const done: number[] = [];
    await forEachPoliteHost(
      items,
      (item) => item.host,
      async (item) => {
        inFlight.set(item.host, (inFlight.get(item.host) ?? 0) + 1);
        total++;
        maxTotal = Math.max(maxTotal, total);
        maxPerHost.set(item.host, Math.max(maxPerHost.get(item.host) ?? 0, inFlight.get(item.host)!));
        await tick();
        inFlight.set(item.host, inFlight.get(item.host)! - 1);
        total--;
        done.push(item.i);
      },
      { concurrency: 3, perHost: 2 },
    );
    expect(done.sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
    expect(maxTotal).toBe(3);
    expect(maxPerHost.get("a")).toBe(2);
    expect(maxPerHost.get("b")).toBeLessThanOrEqual(2);
  });

  it("starts nothing new once the signal is aborted, and rejects with its reason", async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const run = forEachPoliteHost(
      [1, 2, 3, 4, 5],
      () => "a",
      async (i) => {
        started.push(i);
        if (i === 2) controller.abort(new Error("stop"));
        await tick();
      },
      { concurrency: 1, perHost: 1, signal: controller.signal },
    );
    await expect(run).rejects.toThrow("stop");
    expect(started).toEqual([1, 2]);
  });

  it("rejects with a work item's error after the others under way finished", async () => {
    const run = forEachPoliteHost(
      [1, 2],
      String,
      async (i) => {
        if (i === 1) throw new Error("boom");
      },
      { concurrency: 2, perHost: 1 },
    );
    await expect(run).rejects.toThrow("boom");
  });
});
