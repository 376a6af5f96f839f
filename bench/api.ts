/**
 * API latency: the content list of one user (50 items) under a fixed 1,000
 * requests/s for 20 s, against a real RankLens server process on SQLite.
 * Budget (DESIGN.md): p99 < 25 ms with 0 errors on 2 cores.
 *
 *   npx tsx bench/api.ts     (BENCH_API_SECONDS and BENCH_API_RATE override the defaults)
 */
import { pathToFileURL } from "node:url";
import { startServer } from "../e2e/support/server";
import { signUpAndSignIn } from "../load/support/api-session";
import { fixedRateGet } from "../load/support/fixed-rate-load";
import { seedContent, UNLIMITED_CONTENT_WRITES } from "../load/support/seed-content";

export interface ApiBenchFigures {
  name: "api";
  connections: number;
  /** Informative: the same rate over 32 connections (not judged). */
  with32Connections: { p50Ms: number; p99Ms: number; errors: number };
  rate: number;
  durationSeconds: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  budgetP99Ms: number;
  withinBudget: boolean;
}

const ITEMS = 50;

export async function runApiBench(
  rate = Number(process.env.BENCH_API_RATE ?? 1000),
  durationSeconds = Number(process.env.BENCH_API_SECONDS ?? 20),
): Promise<ApiBenchFigures> {
  const server = await startServer({ LOG_LEVEL: "error", ...UNLIMITED_CONTENT_WRITES });
  try {
    const session = await signUpAndSignIn(server.url, "bench");
    await seedContent(session, ITEMS, "bench-item");
    const run = await fixedRateGet({
      url: `${server.url}/api/v1/content?limit=20`,
      headers: { cookie: session.cookie },
      rate,
      durationSeconds,
    });
    // The same rate over 32 connections, reported for comparison (autocannon's bursts coincide more).
    const wide = await fixedRateGet({
      url: `${server.url}/api/v1/content?limit=20`,
      headers: { cookie: session.cookie },
      rate,
      durationSeconds: Math.min(durationSeconds, 10),
      connections: 32,
    });
    const figures: ApiBenchFigures = {
      name: "api",
      connections: run.connections,
      rate,
      durationSeconds,
      requests: run.requests,
      p50Ms: run.p50Ms,
      p99Ms: run.p99Ms,
      errors: run.errors,
      budgetP99Ms: 25,
      withinBudget: run.p99Ms < 25 && run.errors === 0,
      with32Connections: { p50Ms: wide.p50Ms, p99Ms: wide.p99Ms, errors: wide.errors },
    };
    return figures;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await runApiBench();
  console.log(
    `api: ${figures.requests} requests at ${figures.rate}/s over ${figures.connections} connections: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.errors} errors (budget p99 < ${figures.budgetP99Ms} ms)`,
  );
  console.log(JSON.stringify(figures));
}
