import { describe, expect, it } from "vitest";
import { PolitenessClock, parseRetryAfter } from "./politeness";

const HOST = "example.com";

describe("PolitenessClock: rate and concurrency", () => {
  it("an unknown host may start at once", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 2, concurrency: 1 });
    expect(clock.slot(HOST, 1_000)).toEqual({
      canStart: true,
      nextAllowedAt: 1_000,
      slotFree: true,
      awaitingSend: false,
      paused: null,
    });
  });

  it("spaces starts by 1000 / requestsPerSecond", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 4, concurrency: 10 });
    clock.requestStarted(HOST, 1_000);
    expect(clock.nextAllowedAt(HOST, 1_000)).toBe(1_250);
    expect(clock.slot(HOST, 1_249).canStart).toBe(false);
    expect(clock.slot(HOST, 1_250).canStart).toBe(true);
    // Another host is not held back.
    expect(clock.slot("other.example", 1_000).canStart).toBe(true);
  });

  it("never answers a time before now", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 1, concurrency: 1 });
    clock.requestStarted(HOST, 0);
    clock.requestFinished(HOST, 100, { status: 200 });
    expect(clock.nextAllowedAt(HOST, 5_000)).toBe(5_000);
  });

  it("limits requests in flight to the concurrency", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 1_000, concurrency: 2 });
    clock.requestStarted(HOST, 0);
    clock.requestStarted(HOST, 10);
    expect(clock.slot(HOST, 100)).toMatchObject({ canStart: false, slotFree: false });
    clock.requestFinished(HOST, 100, { status: 200 });
    expect(clock.slot(HOST, 100)).toMatchObject({ canStart: true, slotFree: true });
  });

  it("a stricter Crawl-delay wins and allows one request at a time", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 10, concurrency: 4 });
    clock.setCrawlDelay(HOST, 5);
    clock.requestStarted(HOST, 0);
    expect(clock.nextAllowedAt(HOST, 0)).toBe(5_000);
    expect(clock.slot(HOST, 6_000)).toMatchObject({ canStart: false, slotFree: false });
    clock.requestFinished(HOST, 6_000, { status: 200 });
    expect(clock.slot(HOST, 6_000).canStart).toBe(true);
  });

  it("a laxer Crawl-delay does not loosen the configured rate", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 0.5, concurrency: 1 });
    clock.setCrawlDelay(HOST, 1);
    clock.requestStarted(HOST, 0);
    expect(clock.nextAllowedAt(HOST, 0)).toBe(2_000);
  });

  it("caps a huge Crawl-delay, and null removes it", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 10, concurrency: 4, maxCrawlDelaySeconds: 30 });
    clock.setCrawlDelay(HOST, 86_400);
    clock.requestStarted(HOST, 0);
    expect(clock.nextAllowedAt(HOST, 0)).toBe(30_000);
    clock.setCrawlDelay(HOST, null);
    expect(clock.nextAllowedAt(HOST, 0)).toBe(100);
    clock.requestStarted(HOST, 100);
    expect(clock.slot(HOST, 200).slotFree).toBe(true); // concurrency 4 again
  });

  it("a late start pushes the next one back: no catching up after a late timer", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 10, concurrency: 2 });
    clock.requestStarted(HOST, 0);
    // The timer meant for 100 fires at 180: the request goes then, and the next waits until 280.
    expect(clock.nextAllowedAt(HOST, 100)).toBe(100);
    clock.requestStarted(HOST, 180);
    expect(clock.slot(HOST, 200).canStart).toBe(false);
    expect(clock.nextAllowedAt(HOST, 200)).toBe(280);
  });

  it("counts the spacing from when a held request really went out", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 10, concurrency: 2 });
    clock.requestDispatched(HOST, 0);
    // Handed over at 0, but the HTTP client wrote it only at 160 (a busy event loop).
    expect(clock.slot(HOST, 100)).toMatchObject({ canStart: false, slotFree: true, awaitingSend: true });
    expect(clock.slot(HOST, 150).canStart).toBe(false);
    clock.requestSent(HOST, 160);
    expect(clock.slot(HOST, 161)).toMatchObject({ canStart: false, nextAllowedAt: 260, awaitingSend: false });
    expect(clock.slot(HOST, 260).canStart).toBe(true);
    // Another host is not held back by this one's wait.
    clock.requestDispatched(HOST, 260);
    expect(clock.slot("other.example", 261).canStart).toBe(true);
  });

  it("a held request that ends without going out frees the host, reported sent or not", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 10, concurrency: 2 });
    clock.requestStarted(HOST, 0);
    clock.requestDispatched(HOST, 100);
    // Its connection was refused at 130 and the caller says so: the spacing counts from then.
    clock.requestSent(HOST, 130);
    clock.requestFinished(HOST, 130, {});
    expect(clock.nextAllowedAt(HOST, 130)).toBe(230);
    expect(clock.slot(HOST, 230).canStart).toBe(true);

    // A caller that never reports the send: once nothing is in flight, nothing waits to be sent.
    clock.requestFinished(HOST, 240, { status: 200 });
    clock.requestDispatched(HOST, 300);
    clock.requestFinished(HOST, 350, {});
    expect(clock.slot(HOST, 400).canStart).toBe(true);
  });

  it("refuses a rate or concurrency that would never let a request start", () => {
    expect(() => new PolitenessClock({ requestsPerSecond: 0, concurrency: 1 })).toThrow(RangeError);
    expect(() => new PolitenessClock({ requestsPerSecond: 1, concurrency: 0 })).toThrow(RangeError);
  });
});

describe("PolitenessClock: throttling and failures", () => {
  it("honours Retry-After in seconds", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 10, concurrency: 1 });
    clock.requestStarted(HOST, 0);
    clock.requestFinished(HOST, 500, { status: 429, retryAfter: "120" });
    expect(clock.nextAllowedAt(HOST, 500)).toBe(120_500);
  });

  it("honours Retry-After as an HTTP date", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 10, concurrency: 1 });
    const now = Date.parse("Wed, 21 Oct 2026 07:28:00 GMT");
    clock.requestStarted(HOST, now);
    clock.requestFinished(HOST, now, { status: 503, retryAfter: "Wed, 21 Oct 2026 07:30:00 GMT" });
    expect(clock.nextAllowedAt(HOST, now)).toBe(now + 120_000);
  });

  it("caps Retry-After", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 10, concurrency: 1, maxRetryAfterMs: 60_000 });
    clock.requestStarted(HOST, 0);
    clock.requestFinished(HOST, 0, { status: 429, retryAfter: "999999" });
    expect(clock.nextAllowedAt(HOST, 0)).toBe(60_000);
  });

  it("backs off exponentially on 429/503 without Retry-After, capped, reset by a normal response", () => {
    const clock = new PolitenessClock({
      requestsPerSecond: 1_000,
      concurrency: 1,
      backoffBaseMs: 1_000,
      maxBackoffMs: 5_000,
    });
    const waits: number[] = [];
    let now = 0;
    for (const retryAfter of [null, "soon", null, null, null]) {
      clock.requestStarted(HOST, now);
      clock.requestFinished(HOST, now, { status: 429, retryAfter });
      const next = clock.nextAllowedAt(HOST, now);
      waits.push(next - now);
      now = next;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    clock.requestStarted(HOST, now);
    clock.requestFinished(HOST, now, { status: 200 });
    clock.requestStarted(HOST, now + 1);
    clock.requestFinished(HOST, now + 1, { status: 503 });
    expect(clock.nextAllowedAt(HOST, now + 1)).toBe(now + 1 + 1_000);
  });

  it("other statuses do not block the host", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 1, concurrency: 1 });
    clock.requestStarted(HOST, 0);
    clock.requestFinished(HOST, 100, { status: 500, retryAfter: "600" });
    expect(clock.nextAllowedAt(HOST, 100)).toBe(1_000);
  });

  it("pauses after N consecutive failures; 4xx and successes reset the count; resume lifts it", () => {
    const clock = new PolitenessClock({
      requestsPerSecond: 1_000,
      concurrency: 1,
      maxConsecutiveFailures: 3,
    });
    let now = 0;
    const request = (outcome: { status?: number }) => {
      now = clock.nextAllowedAt(HOST, now);
      clock.requestStarted(HOST, now);
      clock.requestFinished(HOST, now, outcome);
    };
    request({}); // network error
    request({ status: 502 });
    request({ status: 404 }); // an answer: resets
    request({ status: 500 });
    request({});
    expect(clock.slot(HOST, now).paused).toBeNull();
    request({ status: 429 });
    const paused = clock.slot(HOST, now + 60_000);
    expect(paused.paused).toEqual({ reason: "consecutive-failures", failures: 3 });
    expect(paused.canStart).toBe(false);
    clock.resume(HOST);
    expect(clock.slot(HOST, now + 60_000)).toMatchObject({ canStart: true, paused: null });
    request({ status: 500 });
    expect(clock.slot(HOST, now).paused).toBeNull(); // the count started again
  });

  it("defaults to pausing after 10 consecutive failures", () => {
    const clock = new PolitenessClock({ requestsPerSecond: 1_000, concurrency: 1 });
    for (let i = 0; i < 9; i++) {
      clock.requestStarted(HOST, i * 10);
      clock.requestFinished(HOST, i * 10, {});
    }
    expect(clock.slot(HOST, 1_000).paused).toBeNull();
    clock.requestStarted(HOST, 100);
    clock.requestFinished(HOST, 100, {});
    expect(clock.slot(HOST, 1_000).paused).toEqual({ reason: "consecutive-failures", failures: 10 });
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("Wed, 21 Oct 2026 07:28:00 GMT");
  it.each([
    ["0", 0],
    [" 30 ", 30_000],
    ["Wed, 21 Oct 2026 07:28:30 GMT", 30_000],
    ["Wed, 21 Oct 2026 07:00:00 GMT", 0], // in the past
    ["", null],
    [null, null],
    [undefined, null],
    ["-5", null],
    ["1.5", null],
    ["soon", null],
  ])("%j → %j", (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});
