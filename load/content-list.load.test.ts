import { loadavg } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../e2e/support/server";
import { type ApiSession, signUpAndSignIn } from "./support/api-session";
import { fixedRateGet } from "./support/fixed-rate-load";
import { cpuTimeMs } from "./support/process-cpu";
import { recordFigure } from "./support/record-figure";
import { seedContent, UNLIMITED_CONTENT_WRITES } from "./support/seed-content";

/**
 * DESIGN.md budget: content list p99 < 25 ms at 1,000 req/s on 2 cores with SQLite.
 * The team rule puts timing goals in benchmarks, not in tests: this test fails
 * on errors, and reports the latency against the budget; `npm run bench`
 * (bench/api.ts) is where a missed p99 fails.
 */
const RATE = 1000;
const SECONDS = 20;
const BUDGET_P99_MS = 25;

describe("content list under a fixed 1,000 requests/s (SQLite)", () => {
  let server: RunningServer;
  let session: ApiSession;

  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: "error", ...UNLIMITED_CONTENT_WRITES });
    session = await signUpAndSignIn(server.url, "list");
    await seedContent(session, 50);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers every request without an error, and reports p50/p99 against the budget", async () => {
    // The list really returns the seeded page (a broken route answering fast would otherwise pass).
    const page = (await (await session.request("GET", "/api/v1/content?limit=20")).json()) as {
      items: unknown[];
      total: number;
    };
    expect(page.items).toHaveLength(20);
    expect(page.total).toBe(50);

    const cpuBefore = cpuTimeMs(server.pid);
    const figures = await fixedRateGet({
      url: `${server.url}/api/v1/content?limit=20`,
      headers: { cookie: session.cookie },
      rate: RATE,
      durationSeconds: SECONDS,
    });
    const cpuPerRequestMs = (cpuTimeMs(server.pid) - cpuBefore) / figures.requests;
    const load = loadavg()[0]?.toFixed(1);
    console.log(
      `load: content list ${figures.requests} requests at ${RATE}/s for ${SECONDS} s: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms, errors ${figures.errors}; server CPU ${cpuPerRequestMs.toFixed(2)} ms per request (machine load average ${load})`,
    );
    recordFigure({
      scenario: `content list, ${RATE} req/s × ${SECONDS} s`,
      measured: `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.errors} errors, CPU ${cpuPerRequestMs.toFixed(2)} ms/req (load avg ${load})`,
      budget: `p99 < ${BUDGET_P99_MS} ms, 0 errors`,
      ok: figures.errors === 0 && figures.p99Ms < BUDGET_P99_MS,
    });
    expect(server.isRunning()).toBe(true);
    // The load really ran (most of the scheduled requests went out) and nothing failed.
    expect(figures.requests).toBeGreaterThanOrEqual(RATE * SECONDS * 0.5);
    expect(figures.errors).toBe(0);
  });
});
