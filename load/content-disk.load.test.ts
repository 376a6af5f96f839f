import { randomUUID } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../e2e/support/server";
import { type ApiSession, signUpAndSignIn } from "./support/api-session";
import { recordFigure } from "./support/record-figure";
import { runPool } from "./support/run-pool";

const SAVES = 400;
const BODY = "Sourdough needs time. ".repeat(9_100).slice(0, 200_000);
/**
 * How far the data folder may grow over the burst. Before the write limit and
 * the revision retention, 400 saves of 200 kB made 76 MB (issue 11). Now at
 * most two minute windows of the default 30 writes fit in the run: 60 × 200 kB
 * is 12 MB, plus the WAL.
 */
const GROWTH_BUDGET_MB = 25;

/** Bytes of the SQLite database with its WAL and shared-memory files. */
function databaseBytes(dataDir: string): number {
  return readdirSync(dataDir)
    .filter((name) => name.startsWith("ranklens.sqlite"))
    .reduce((sum, name) => sum + statSync(path.join(dataDir, name)).size, 0);
}

describe(`${SAVES} saves of 200 kB by one free account`, () => {
  let server: RunningServer;
  let session: ApiSession;

  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: "error" });
    session = await signUpAndSignIn(server.url, "disk");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("are limited per user, so the database stays small", async () => {
    const id = randomUUID();
    const created = await session.request("POST", "/api/v1/content", { id, title: "Disk", content: BODY });
    expect(created.status).toBe(201);
    const before = databaseBytes(server.dataDir);

    let version = 1;
    const started = performance.now();
    // One after the other, each on the latest version: every save would keep a new revision.
    const outcomes = await runPool(SAVES, 1, async (i) => {
      const res = await session.request("PUT", `/api/v1/content/${id}`, {
        title: "Disk",
        content: `${i} ${BODY}`.slice(0, 200_000),
        version,
      });
      const body = (await res.json()) as { version?: number };
      if (res.status === 200 && body.version) version = body.version;
      return { status: res.status, retryAfter: res.headers.get("retry-after") };
    });
    const seconds = (performance.now() - started) / 1000;
    const growthMb = (databaseBytes(server.dataDir) - before) / 1024 / 1024;
    const count = (status: number) => outcomes.filter((o) => o.status === status).length;
    const limited = outcomes.filter((o) => o.status === 429);

    console.log(
      `load: ${SAVES} saves of 200 kB in ${seconds.toFixed(1)} s: ${count(200)} saved, ${limited.length} × 429; database +${growthMb.toFixed(1)} MB`,
    );
    recordFigure({
      scenario: `${SAVES} saves of 200 kB, one free account`,
      measured: `${count(200)} saved, ${limited.length} × 429, database +${growthMb.toFixed(1)} MB`,
      budget: `database < +${GROWTH_BUDGET_MB} MB`,
      ok: growthMb < GROWTH_BUDGET_MB,
    });

    expect(count(200) + count(429)).toBe(SAVES);
    expect(limited.length).toBeGreaterThan(SAVES / 2);
    expect(limited.every((o) => Number(o.retryAfter) >= 1)).toBe(true);
    expect(growthMb).toBeLessThan(GROWTH_BUDGET_MB);
    expect(server.isRunning()).toBe(true);
  });
});
