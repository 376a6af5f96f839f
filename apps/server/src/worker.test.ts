import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test/job-queues";
import {
  createScratchDatabase,
  startWorkerProcess,
  stopWorkerProcesses,
  type WorkerProcess,
} from "../test/worker-processes";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { PG_BOSS_SCHEMA } from "./jobs/open-job-queue";
import { PgBossJobQueue } from "./jobs/pg-boss-job-queue";

const here = path.dirname(fileURLToPath(import.meta.url));
const TEST_KINDS = path.resolve(here, "../test/worker-job-kinds.ts");
const baseUrl = process.env.TEST_DATABASE_URL;

/**
 * `npm run worker` as separate processes on PostgreSQL with pg-boss: a
 * SIGTERM lets the running job finish (or gives it back) and exits 0; a
 * SIGKILL loses nothing, another worker runs the job once its lease ran out.
 */
describe.skipIf(!baseUrl)("worker process (pg-boss)", () => {
  let databaseUrl: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let dataDir: string;
  let database: DatabaseHandle;
  let queue: PgBossJobQueue;
  const workers: WorkerProcess[] = [];

  const startWorker = async (env: Record<string, string> = {}): Promise<WorkerProcess> => {
    const worker = await startWorkerProcess({ databaseUrl, dataDir, kindsFile: TEST_KINDS, env });
    workers.push(worker);
    return worker;
  };

  const logLines = (log: string) => {
    try {
      return readFileSync(log, "utf8").trim().split("\n").filter(Boolean);
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl!, "ranklens_worker");
    databaseUrl = scratch.url;
    dataDir = mkdtempSync(path.join(tmpdir(), "ranklens-worker-"));
  });

  afterAll(async () => {
    await stopWorkerProcesses(workers);
    await queue?.close();
    await database?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The test's own handle on the queue (after the first worker migrated the database and installed pg-boss). */
  const openQueue = async () => {
    if (queue) return queue;
    database = openDatabase({ databaseUrl, pgPoolSize: 2 });
    // 1 s retry base: a job a dead worker held is retried 1–2 s after pg-boss notices.
    queue = await PgBossJobQueue.open({
      connectionString: databaseUrl,
      schema: PG_BOSS_SCHEMA,
      db: database.db,
      backoff: { baseMs: 1_000, maxMs: 60_000 },
    });
    return queue;
  };

  const newLog = () => {
    const log = path.join(dataDir, `${randomBytes(4).toString("hex")}.log`);
    writeFileSync(log, "");
    return log;
  };

  it("SIGTERM while a job runs: the job finishes within the grace period, the process exits 0", async () => {
    const worker = await startWorker({ WORKER_GRACE_MS: "10000" });
    const jobs = await openQueue();
    const log = newLog();
    const job = await jobs.enqueue("worker-test", { log, workMs: 1_500 });
    await eventually(() => logLines(log).length === 1, "the job to start", 10_000);
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(logLines(log)).toEqual([`start ${worker.child.pid} 1`, `done ${worker.child.pid} 1`]);
    expect(await jobs.get(job.id)).toMatchObject({ state: "completed", attempts: 1 });
    expect(worker.output()).toContain("RankLens worker stopped");
  }, 60_000);

  it("ticks the cron schedules and runs their jobs", async () => {
    const worker = await startWorker();
    const jobs = await openQueue();
    const log = newLog();
    await jobs.schedule("worker-test-every-second", "* * * * * *", "worker-test", { log, workMs: 0 });
    await eventually(() => logLines(log).some((line) => line.startsWith("done")), "a scheduled job", 15_000);
    expect(await jobs.unschedule("worker-test-every-second")).toBe(true);
    expect(logLines(log)[0]).toBe(`start ${worker.child.pid} 1`);
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toEqual({ code: 0, signal: null });
  }, 60_000);

  it("SIGTERM past the grace period: the job is given back to the queue (attempt not counted), exit 0", async () => {
    const worker = await startWorker({ WORKER_GRACE_MS: "300" });
    const jobs = await openQueue();
    const log = newLog();
    const job = await jobs.enqueue("worker-test", { log, workMs: 60_000 });
    await eventually(() => logLines(log).length === 1, "the job to start", 10_000);
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(await jobs.get(job.id)).toMatchObject({ state: "queued", attempts: 0 });
    // Not lost: cancelled here so the next test's worker does not spend a minute on it.
    expect(await jobs.cancel(job.id)).toBe(true);
  }, 60_000);

  it("SIGKILL mid-job: a second worker process takes the job over once its lease ran out and completes it", async () => {
    const first = await startWorker();
    const jobs = await openQueue();
    const log = newLog();
    const job = await jobs.enqueue("worker-test", { log, workMs: 3_000 });
    await eventually(() => logLines(log).length === 1, "the job to start", 10_000);
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    expect(await jobs.get(job.id)).toMatchObject({ state: "running", attempts: 1 });

    const second = await startWorker();
    const done = await eventually(
      async () => {
        const current = await jobs.get(job.id);
        return current?.state === "completed" && current;
      },
      "the takeover",
      50_000,
    );
    expect(done.attempts).toBe(2);
    expect(logLines(log)).toEqual([
      `start ${first.child.pid} 1`,
      `start ${second.child.pid} 2`,
      `done ${second.child.pid} 2`,
    ]);
    second.child.kill("SIGTERM");
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 90_000);
});
