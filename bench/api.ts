/**
 * API latency: the content list of one user (50 items) under a fixed 1,000
 * requests/s for 20 s, against a real RankLens server process on SQLite.
 * Budget (DESIGN.md): p99 < 25 ms with 0 errors on 2 cores.
 *
 *   npx tsx bench/api.ts     (BENCH_API_SECONDS and BENCH_API_RATE override the defaults)
 */
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { startServer } from "../e2e/support/server";

export interface ApiBenchFigures {
  name: "api";
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

/** Registers a user, signs in and returns the session cookie. */
async function signedInCookie(url: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = "benchmark password 1";
  const headers = { "content-type": "application/json", origin: url };
  await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: "Bench" }),
  });
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(";")[0]!;
}

export async function runApiBench(
  rate = Number(process.env.BENCH_API_RATE ?? 1000),
  durationSeconds = Number(process.env.BENCH_API_SECONDS ?? 20),
): Promise<ApiBenchFigures> {
  const server = await startServer({ LOG_LEVEL: "error" });
  try {
    const cookie = await signedInCookie(server.url);
    for (let i = 0; i < ITEMS; i++) {
      const res = await fetch(`${server.url}/api/v1/content`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, cookie },
        body: JSON.stringify({
          id: `bench-item-${i.toString().padStart(4, "0")}`,
          title: `Benchmark article number ${i}`,
          content: "Sourdough bread needs time, flour, water and salt. ".repeat(40),
          metaDescription:
            "A benchmark item with a realistic body and a meta description of a normal length.",
          targetKeywords: ["sourdough", "bread", "starter"],
        }),
      });
      if (res.status !== 201 && res.status !== 200)
        throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
    }
    const result = await autocannon({
      url: `${server.url}/api/v1/content?limit=20`,
      headers: { cookie },
      connections: 32,
      overallRate: rate,
      duration: durationSeconds,
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    const figures: ApiBenchFigures = {
      name: "api",
      rate,
      durationSeconds,
      requests: result.requests.total,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors,
      budgetP99Ms: 25,
      withinBudget: result.latency.p99 < 25 && errors === 0,
    };
    return figures;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await runApiBench();
  console.log(
    `api: ${figures.requests} requests at ${figures.rate}/s: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.errors} errors (budget p99 < ${figures.budgetP99Ms} ms)`,
  );
  console.log(JSON.stringify(figures));
}
