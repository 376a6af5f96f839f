import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTargetSite, type TargetSite } from "../apps/server/test/target-site";
import { type RunningServer, startServer } from "../e2e/support/server";
import { type ApiSession, signUpAndSignIn } from "./support/api-session";
import { residentMb, sampleMemory } from "./support/process-memory";
import { recordFigure } from "./support/record-figure";
import { runPool } from "./support/run-pool";

const ANALYSES = 200;
const CONCURRENCY = 20;
/**
 * A whole run first, at the same concurrency, before the baseline: V8 reserves heap for the first
 * run's peak and keeps it, which a leak check must not count (after 10 analyses at concurrency 5
 * the baseline lacked it, and RSS 211 → 304, 214 → 314 MB put "after" at the 100 MB margin in
 * CI whatever was retained).
 */
const WARM_UP = ANALYSES;
/** Ceiling for the server's resident memory at any moment of the run. */
const PEAK_BUDGET_MB = 600;
/** How far above the warmed-up baseline the server may stay once the run is over. */
const SETTLED_MARGIN_MB = 100;

interface Outcome {
  status: number;
  ms: number;
  url: string | null;
  checks: number;
}

async function analyse(session: ApiSession, url: string): Promise<Outcome> {
  const started = performance.now();
  const res = await session.request("POST", "/api/v1/analyses", { url });
  const body = (await res.json()) as { report?: { url?: string; checks?: unknown[] } };
  return {
    status: res.status,
    ms: performance.now() - started,
    url: body.report?.url ?? null,
    checks: body.report?.checks?.length ?? 0,
  };
}

describe(`${ANALYSES} analyses through the API at concurrency ${CONCURRENCY}`, () => {
  let server: RunningServer;
  let site: TargetSite;
  let session: ApiSession;

  beforeAll(async () => {
    site = await startTargetSite();
    // One user at concurrency 20 measures the server, not the per-user fetch limit (16 by default).
    server = await startServer({
      LOG_LEVEL: "error",
      BILLING: "off",
      ALLOW_PRIVATE_NETWORKS: "true",
      FETCH_CONCURRENCY_PER_USER: String(CONCURRENCY),
    });
    session = await signUpAndSignIn(server.url, "analyses");
  });
  afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  it("stores a report for every request and keeps memory bounded", async () => {
    // Warm up (JIT, caches) before taking the baseline, so the baseline is the steady state.
    await runPool(WARM_UP, CONCURRENCY, (i) => analyse(session, `${site.url}/?warm=${i}`));
    const baselineMb = residentMb(server.pid);

    const sampler = sampleMemory(server.pid);
    const started = performance.now();
    const outcomes = await runPool(ANALYSES, CONCURRENCY, (i) => analyse(session, `${site.url}/?n=${i}`));
    const seconds = (performance.now() - started) / 1000;
    sampler.stop();
    // Let in-flight garbage go before the "after" figure.
    await new Promise((r) => setTimeout(r, 2_000));
    const afterMb = residentMb(server.pid);
    const peakMb = sampler.peakMb();

    const failures = outcomes.filter((o) => o.status !== 201 || o.checks === 0);
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1] ?? 0;
    console.log(
      `load: analyses ${ANALYSES} at c=${CONCURRENCY} in ${seconds.toFixed(1)} s (${(ANALYSES / seconds).toFixed(1)}/s), p99 ${p99.toFixed(0)} ms, failures ${failures.length}; RSS baseline ${baselineMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB, after ${afterMb.toFixed(0)} MB`,
    );
    recordFigure({
      scenario: `${ANALYSES} analyses at c=${CONCURRENCY}`,
      measured: `${failures.length} failures, RSS ${baselineMb.toFixed(0)} → peak ${peakMb.toFixed(0)} → ${afterMb.toFixed(0)} MB`,
      budget: `0 failures, peak < ${PEAK_BUDGET_MB} MB, after < baseline + ${SETTLED_MARGIN_MB} MB`,
      ok: failures.length === 0 && peakMb < PEAK_BUDGET_MB && afterMb < baselineMb + SETTLED_MARGIN_MB,
    });

    expect(failures).toEqual([]);
    // Each report is for the page that was asked for (no mixed-up responses under concurrency).
    expect(outcomes.every((o, i) => o.url === `${site.url}/?n=${i}`)).toBe(true);
    // Every analysis is in the history too: stored, not only answered.
    const history = (await (await session.request("GET", "/api/v1/analyses?limit=1")).json()) as {
      total: number;
    };
    expect(history.total).toBe(WARM_UP + ANALYSES);
    expect(peakMb).toBeLessThan(PEAK_BUDGET_MB);
    expect(afterMb).toBeLessThan(baselineMb + SETTLED_MARGIN_MB);
    expect(server.isRunning()).toBe(true);
  });
});
