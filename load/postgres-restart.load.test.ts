import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../e2e/support/server";
import { type ApiSession, signUpAndSignIn } from "./support/api-session";
import { findPostgresBin, type PostgresCluster, startPostgresCluster } from "./support/postgres-cluster";
import { recordFigure } from "./support/record-figure";
import { seedContent, UNLIMITED_CONTENT_WRITES } from "./support/seed-content";
import { startSteadyTraffic, type TrafficSample } from "./support/steady-traffic";

const bin = findPostgresBin();
if (!bin)
  console.log(
    "load: skipping the PostgreSQL restart test: no PostgreSQL binaries in /usr/lib/postgresql/*/bin",
  );

const WORKERS = 6;
/** A request during the outage must end within the pool's connect timeout (5 s) plus slack. */
const OUTAGE_REQUEST_BUDGET_MS = 8_000;
/** After PostgreSQL is back, traffic must succeed again within this long, without restarting RankLens. */
const RECOVERY_BUDGET_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ok = (s: TrafficSample) => s.status >= 200 && s.status < 300;

describe.skipIf(!bin)("PostgreSQL restarted under steady traffic", () => {
  let cluster: PostgresCluster;
  let server: RunningServer;
  let session: ApiSession;
  let itemIds: string[];

  beforeAll(async () => {
    cluster = await startPostgresCluster(bin ?? "");
    // Steady saves for a minute and more: above the per-user write limit, which is not what this measures.
    server = await startServer({
      LOG_LEVEL: "error",
      DATABASE_URL: cluster.url,
      ...UNLIMITED_CONTENT_WRITES,
    });
    session = await signUpAndSignIn(server.url, "pg");
    itemIds = await seedContent(session, WORKERS, "pg-item");
  });
  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
  });

  it("fails requests cleanly while it is down and recovers without a RankLens restart", async () => {
    const health = async () => (await fetch(`${server.url}/api/health`).catch(() => null))?.status ?? 0;
    expect(await health()).toBe(200);

    const traffic = startSteadyTraffic(session, itemIds);
    await sleep(2_000);
    const downAt = traffic.now();
    await cluster.stop();
    await sleep(3_000);
    const healthWhileDown = await health();
    const upAt = traffic.now();
    await cluster.start();

    // Health comes back by itself: the pool reconnects.
    let healthyAgainMs = Number.POSITIVE_INFINITY;
    while (traffic.now() - upAt < 15_000) {
      if ((await health()) === 200) {
        healthyAgainMs = traffic.now() - upAt;
        break;
      }
      await sleep(100);
    }
    await sleep(2_000);
    await traffic.stop();

    const samples = traffic.samples;
    const before = samples.filter((s) => s.startedAt + s.ms < downAt);
    const during = samples.filter((s) => s.startedAt + s.ms >= downAt && s.startedAt < upAt);
    const firstOkAfter = samples.find((s) => s.startedAt >= upAt && ok(s));
    const recoveredMs = firstOkAfter
      ? firstOkAfter.startedAt + firstOkAfter.ms - upAt
      : Number.POSITIVE_INFINITY;
    // Once recovered (plus a second for requests already in flight), everything succeeds.
    const settled = samples.filter((s) => s.startedAt > upAt + recoveredMs + 1_000);
    const failures = samples.filter((s) => !ok(s));
    const answered = failures.filter((s) => s.status !== 0);
    // An outage is a 503 (retry later) with a JSON error body, never a 500 or a 4xx lie.
    const unclean = answered.filter((s) => s.status !== 503 || !s.cleanError);
    const connectionFailures = failures.filter((s) => s.status === 0);
    const slowest = Math.max(0, ...during.map((s) => s.ms));
    const statuses = [
      ...new Set(answered.map((s) => `${s.status} ${JSON.parse(s.detail || "{}")?.error?.code ?? "?"}`)),
    ];

    console.log(
      `load: PostgreSQL restart: ${samples.length} requests (${before.length} before, ${during.length} during the outage, ${settled.length} after recovery); ` +
        `outage answers ${statuses.join(", ") || "none"}; ${connectionFailures.length} connection failures; slowest during outage ${slowest.toFixed(0)} ms; ` +
        `health while down ${healthWhileDown}; traffic recovered ${recoveredMs.toFixed(0)} ms and health ${healthyAgainMs.toFixed(0)} ms after PostgreSQL was back`,
    );
    if (unclean.length > 0) console.log("load: unclean answers:", unclean.slice(0, 5));
    if (!server.isRunning())
      console.log(`load: the RankLens process died; its output:\n${server.output().slice(-3_000)}`);
    recordFigure({
      scenario: "PostgreSQL restart under traffic",
      measured: `outage: ${during.filter((s) => !ok(s)).length} failed (${statuses.join(", ")}), slowest ${slowest.toFixed(0)} ms; recovered in ${recoveredMs.toFixed(0)} ms`,
      budget: `clean 503 JSON, each < ${OUTAGE_REQUEST_BUDGET_MS / 1000} s; recovery < ${RECOVERY_BUDGET_MS / 1000} s`,
      ok:
        unclean.length === 0 &&
        slowest < OUTAGE_REQUEST_BUDGET_MS &&
        recoveredMs < RECOVERY_BUDGET_MS &&
        settled.every(ok),
    });

    expect(before.length).toBeGreaterThan(0);
    expect(before.every(ok)).toBe(true);
    // The outage was seen, and answered: 503 with a JSON error body, never a stack trace.
    expect(during.filter((s) => !ok(s)).length).toBeGreaterThan(0);
    expect(unclean).toEqual([]);
    expect(healthWhileDown).toBe(503);
    expect(slowest).toBeLessThan(OUTAGE_REQUEST_BUDGET_MS);
    expect(server.isRunning()).toBe(true);
    expect(recoveredMs).toBeLessThan(RECOVERY_BUDGET_MS);
    expect(healthyAgainMs).toBeLessThan(RECOVERY_BUDGET_MS);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.filter((s) => !ok(s))).toEqual([]);
    // Saves resumed too, not only reads.
    expect(settled.some((s) => s.kind === "save" && s.status === 200)).toBe(true);
  });
});
