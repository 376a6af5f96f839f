import { type CrawlScope, createCrawlScope } from "@ranklens/engine/site";
import { describe, expect, it } from "vitest";
import { isCrawlFailure } from "./crawl-failure";
import { GuardedScope } from "./guarded-scope";

/** A clock the test moves: each decision of `slowScope` takes what `costs` says. */
function clocked(costs: Record<string, number>) {
  let now = 0;
  const scope: CrawlScope = (url) => {
    now += costs[url] ?? 0.01;
    return { inScope: true };
  };
  return { scope, clock: () => now };
}

describe("GuardedScope", () => {
  const limits = { perUrlMs: 50, totalMs: 100, sliceMs: 10 };

  it("decides as the scope does, and an in-scope URL deeper than max depth is too deep", () => {
    const guarded = new GuardedScope(
      createCrawlScope({ startUrl: "https://example.com/", exclude: ["/private/*"], maxDepth: 2 }),
      2,
    );
    expect(guarded.decide("https://example.com/a", 2)).toEqual({ inScope: true });
    expect(guarded.decide("https://example.com/a", 3)).toEqual({ inScope: false, reason: "too-deep" });
    expect(guarded.decide("https://example.com/private/x", 3)).toEqual({
      inScope: false,
      reason: "excluded",
    });
    expect(guarded.decide("https://other.example/", 0)).toEqual({ inScope: false, reason: "other-host" });
  });

  it("decides each URL once: prepared decisions are looked up", async () => {
    let calls = 0;
    const guarded = new GuardedScope(() => {
      calls++;
      return { inScope: true };
    }, 10);
    await guarded.prepare(["https://a.example/1", "https://a.example/2", "https://a.example/1"]);
    expect(calls).toBe(2);
    guarded.decide("https://a.example/1", 1);
    guarded.decide("https://a.example/2", 5);
    expect(calls).toBe(2);
  });

  it("fails the crawl when one URL takes longer than the per-URL limit, naming it", async () => {
    const { scope, clock } = clocked({ "https://example.com/slow": 60 });
    const guarded = new GuardedScope(scope, 10, limits, clock);
    await guarded.prepare(["https://example.com/fast"]);
    const error = await guarded.prepare(["https://example.com/slow"]).catch((e: unknown) => e);
    expect(isCrawlFailure(error)).toBe(true);
    expect((error as Error).message).toMatch(/took 60 ms to judge one URL \(https:\/\/example\.com\/slow\)/);
  });

  it("fails the crawl when decisions add up to the total limit", async () => {
    const costs = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`https://example.com/${i}`, 30]));
    const { scope, clock } = clocked(costs);
    const guarded = new GuardedScope(scope, 10, limits, clock);
    const error = await guarded.prepare(Object.keys(costs)).catch((e: unknown) => e);
    expect(isCrawlFailure(error)).toBe(true);
    expect((error as Error).message).toMatch(/took more than 0 s in all/);
  });

  it("gives the event loop back between slices while it prepares", async () => {
    const costs = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`https://example.com/${i}`, 4]));
    const { scope, clock } = clocked(costs);
    const guarded = new GuardedScope(scope, 10, { ...limits, totalMs: 1_000 }, clock);
    // Other work waiting for the event loop: a chain of immediates. Without a yield, prepare would
    // resolve on microtasks alone and none of them could run before it ends.
    let turns = 0;
    let preparing = true;
    const other = () => {
      turns++;
      if (preparing) setImmediate(other);
    };
    setImmediate(other);
    await guarded.prepare(Object.keys(costs));
    preparing = false;
    // 20 URLs × 4 ms, three to a 10 ms slice: 6 yields, each letting the other work run once.
    expect(turns).toBeGreaterThanOrEqual(6);
  });
});
