import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/job-queues";
import { insertReport, insertSite } from "../../../test/report-deliveries";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink";
import {
  createScratchDatabase,
  startWorkerProcess,
  stopWorkerProcesses,
  type WorkerProcess,
} from "../../../test/worker-processes";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { PG_BOSS_SCHEMA } from "../../jobs/open-job-queue";
import { PgBossJobQueue } from "../../jobs/pg-boss-job-queue";
import { weekJustEnded } from "../delivery/delivery-period";

const here = path.dirname(fileURLToPath(import.meta.url));
const TEST_KINDS = path.resolve(here, "../../../test/report-worker-kinds.ts");
const baseUrl = process.env.TEST_DATABASE_URL;
const JOBS = 6;

/**
 * Real `npm run worker` processes (pg-boss on PostgreSQL) running report-deliveries jobs at the
 * same time: three processes take six jobs between them, yet every recipient of a weekly report
 * and every member of a workspace gets the week just ended once.
 */
describe.skipIf(!baseUrl)("report deliveries on 3 PostgreSQL worker processes", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let dataDir: string;
  let log: string;
  let smtp: SmtpSink;
  let database: DatabaseHandle | undefined;
  let queue: PgBossJobQueue | undefined;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl!, "ranklens_reports");
    dataDir = mkdtempSync(path.join(tmpdir(), "ranklens-reports-"));
    log = path.join(dataDir, "jobs.log");
    writeFileSync(log, "");
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await stopWorkerProcesses(workers);
    await queue?.close();
    await database?.close();
    await scratch?.drop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends each recipient and member the period once, whichever process runs which job", async () => {
    const start = async () => {
      workers.push(
        await startWorkerProcess({
          databaseUrl: scratch!.url,
          dataDir,
          kindsFile: TEST_KINDS,
          env: { SMTP_URL: smtp.url, REPORT_TEST_LOG: log },
          startTimeoutMs: 60_000,
        }),
      );
    };
    // The first worker migrates the database; the other two start beside it.
    await start();
    await Promise.all([start(), start()]);

    database = openDatabase({ databaseUrl: scratch!.url, pgPoolSize: 2 });
    const { db } = database;
    const at = new Date().toISOString();
    for (const [id, plan] of [
      ["pro-ws", "pro"],
      ["basic-ws", "basic"],
    ] as const) {
      await db
        .insertInto("workspaces")
        .values({ id, name: id, plan, created_by: null, created_at: at, updated_at: at })
        .execute();
    }
    const recipients = Array.from({ length: 6 }, (_, i) => `client${i + 1}@client.example`);
    await insertReport(db, { workspaceId: "pro-ws", name: "Weekly", cadence: "weekly", recipients });
    await insertSite(db, { workspaceId: "basic-ws", name: "basic.example" });
    const members = Array.from({ length: 4 }, (_, i) => `member${i + 1}@example.com`);
    for (const [i, email] of members.entries()) {
      await db
        .insertInto("user")
        .values({ id: `user-${i}`, name: `Member ${i + 1}`, email, emailVerified: false, image: null })
        .execute();
      await db
        .insertInto("workspace_members")
        .values({ workspace_id: "basic-ws", user_id: `user-${i}`, role: "editor", created_at: at })
        .execute();
    }

    queue = await PgBossJobQueue.open({ connectionString: scratch!.url, schema: PG_BOSS_SCHEMA, db });
    for (let i = 0; i < JOBS; i++) await queue.enqueue("report-deliveries", {});

    const everyone = [...recipients, ...members];
    await eventually(
      () => readFileSync(log, "utf8").match(/^done /gm)?.length === JOBS,
      `${JOBS} jobs done\n${readFileSync(log, "utf8")}`,
      60_000,
    );
    await new Promise((r) => setTimeout(r, 500));
    for (const to of everyone)
      expect(
        smtp.messages.filter((m) => m.to.includes(to)),
        to,
      ).toHaveLength(1);
    expect(smtp.messages).toHaveLength(everyone.length);
    // Several processes took jobs.
    const pids = new Set(readFileSync(log, "utf8").match(/^start (\d+)/gm));
    expect(pids.size).toBeGreaterThan(1);
    const week = weekJustEnded(new Date()).key;
    const deliveries = await db.selectFrom("report_deliveries").select("period_key").execute();
    expect(deliveries.map((d) => d.period_key)).toEqual(Array(recipients.length).fill(week));
  }, 180_000);
});
