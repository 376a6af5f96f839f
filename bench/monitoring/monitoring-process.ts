/**
 * The process the monitoring benchmark measures: one worker (the real project-check job kind on
 * the embedded job queue, SQLite file) re-analysing a project's tracked pages once a simulated
 * day. The clock is injected and moved a day at a time; the site is told the day too.
 *
 *   node --import tsx bench/monitoring/monitoring-process.ts --site <url> --db <file> --pages N --days D
 *
 * Prints one JSON line on stdout: per-run seconds and the database size before, after the first
 * run and after the last.
 */
import { statSync } from "node:fs";
import { detectChanges, observePage } from "@ranklens/engine";
import { sql } from "kysely";
import { createAnalysisPool } from "../../apps/server/src/analysis-pool";
import { createAuth } from "../../apps/server/src/auth/create-auth";
import { openDatabase } from "../../apps/server/src/db/client";
import { migrateApp } from "../../apps/server/src/db/migrate";
import { workOn } from "../../apps/server/src/jobs/job-definition";
import { KyselyJobQueue } from "../../apps/server/src/jobs/kysely-job-queue";
import { createLogger } from "../../apps/server/src/lib/logger";
import {
  PROJECT_CHECK_LEASE_MS,
  projectCheckJob,
} from "../../apps/server/src/monitoring/jobs/project-check-job";
import {
  MONITORING_CONCURRENCY,
  MONITORING_PER_HOST,
  type MonitoringDeps,
} from "../../apps/server/src/monitoring/runs/monitoring-deps";
import { OBSERVATION } from "../../apps/server/src/monitoring/runs/observation-task";
import { syncProjectSchedules } from "../../apps/server/src/monitoring/runs/project-schedules";

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) throw new Error(`--${name} is required`);
  return process.argv[at + 1]!;
};
const site = arg("site");
const file = arg("db");
const pages = Number(arg("pages"));
const days = Number(arg("days"));
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 10, 1);

let at = START;
const now = () => new Date(at);
const database = openDatabase({ sqlitePath: file });
const { db } = database;
const logger = createLogger("silent");
await createAuth({
  db,
  dialect: database.dialect,
  publicUrl: "http://localhost:3000",
  secret: "bench-secret-bench-secret-bench-secret-0123456789",
  // Nothing is mailed: the auth tables are all the benchmark needs from Better Auth.
  mailer: { transport: "outbox", send: async () => {} },
  logger,
});
await migrateApp(db, database.dialect);

const iso = now().toISOString();
await db
  .insertInto("workspaces")
  .values({ id: "bench", name: "Bench", plan: "pro", created_by: null, created_at: iso, updated_at: iso })
  .execute();
const projectId = "bench-project";
await db
  .insertInto("projects")
  .values({
    id: projectId,
    workspace_id: "bench",
    name: "Bench",
    site_url: site,
    site_id: null,
    page_schedule: "daily",
    crawl_schedule: "off",
    rules: "{}",
    created_by: null,
    created_at: iso,
    updated_at: iso,
    last_check_at: null,
  })
  .execute();
for (let i = 0; i < pages; i += 500) {
  await db
    .insertInto("project_pages")
    .values(
      Array.from({ length: Math.min(500, pages - i) }, (_, k) => ({
        project_id: projectId,
        competitor_id: null,
        url: `${site}/a/${i + k}`,
        created_at: iso,
      })),
    )
    .execute();
}

const queue = new KyselyJobQueue({ db, dialect: database.dialect, now, pollIntervalMs: 20 });
await syncProjectSchedules(queue, { id: projectId, pageSchedule: "daily", crawlSchedule: "off" });
const policy = { allowPrivateNetworks: true, userAgent: "RankLensBench" };
const threads = process.env.ANALYSIS_THREADS;
const analysis = createAnalysisPool(threads ? { threads: Number(threads) } : {});
const monitoring: MonitoringDeps = {
  db,
  now,
  logger,
  // As the worker observes: the analysis on the process's analysis threads (ANALYSIS_THREADS).
  observe: (url) => observePage(url, { ...policy, analyse: (page) => analysis.run(OBSERVATION, page) }),
  detect: detectChanges,
  notify: async () => {},
  fetch: policy,
  concurrency: MONITORING_CONCURRENCY,
  perHost: MONITORING_PER_HOST,
};
const stop = workOn(queue, projectCheckJob, {
  monitoring,
  billingEnabled: false,
  leaseMs: PROJECT_CHECK_LEASE_MS,
});

/** The SQLite file's size with its write-ahead log folded in. */
const dbBytes = async () => {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return statSync(file).size;
};

const before = await dbBytes();
let afterFirst = 0;
const runSeconds: number[] = [];
for (let day = 0; day < days; day++) {
  await fetch(`${site}/__day/${day}`, { method: "POST" });
  at = START + day * DAY_MS + 6 * 3_600_000;
  const started = performance.now();
  if ((await queue.tickSchedules()) !== 1) throw new Error(`day ${day}: the schedule was not due`);
  for (;;) {
    const open = await db
      .selectFrom("jobs")
      .select("state")
      .where("kind", "=", projectCheckJob.name)
      .where("state", "in", ["queued", "running"])
      .executeTakeFirst();
    if (!open) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  runSeconds.push((performance.now() - started) / 1000);
  const run = await db
    .selectFrom("project_runs")
    .select(["state", "pages_done"])
    .where("period_key", "=", now().toISOString().slice(0, 10))
    .executeTakeFirstOrThrow();
  if (run.state !== "completed" || run.pages_done !== pages)
    throw new Error(`day ${day}: run ${JSON.stringify(run)}`);
  if (day === 0) afterFirst = await dbBytes();
  process.stderr.write(`day ${day}: ${runSeconds.at(-1)!.toFixed(1)} s\n`);
}
const after = await dbBytes();
const counts = async (table: "page_observations" | "page_texts" | "project_changes") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const result = {
  runSeconds: runSeconds.map((s) => Math.round(s * 10) / 10),
  dbBytesBefore: before,
  dbBytesAfterFirstRun: afterFirst,
  dbBytesAfter: after,
  observations: await counts("page_observations"),
  texts: await counts("page_texts"),
  changes: await counts("project_changes"),
};
await stop();
await analysis.close();
await database.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
