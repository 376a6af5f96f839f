import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/job-queues";
import { type MonitoredSite, startMonitoredSite } from "../../../test/monitored-site";
import { type SeededProject, seedProject } from "../../../test/monitoring-projects";
import {
  createScratchDatabase,
  startWorkerProcess,
  stopWorkerProcesses,
  type WorkerProcess,
} from "../../../test/worker-processes";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { KyselyJobQueue } from "../../jobs/kysely-job-queue";
import { syncProjectSchedules } from "./project-schedules";

const here = path.dirname(fileURLToPath(import.meta.url));
const TEST_KINDS = path.resolve(here, "../../../test/monitoring-worker-kinds.ts");
const baseUrl = process.env.TEST_DATABASE_URL;
const PROJECTS = 4;
const PAGES = 10;

/**
 * Real `npm run worker` processes (pg-boss on PostgreSQL) running the project checks of due
 * schedules: three of them tick the same schedules, yet each project gets one job, one run and
 * one observation per page; the worker killed (SIGKILL) in the middle of a run loses nothing —
 * another takes the job over once its lease ran out and observes only the pages still missing.
 */
describe.skipIf(!baseUrl)("monitoring on 3 PostgreSQL worker processes", () => {
  let databaseUrl: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let dataDir: string;
  let log: string;
  let database: DatabaseHandle;
  let site: MonitoredSite;
  const workers: WorkerProcess[] = [];

  const startWorker = async (): Promise<WorkerProcess> => {
    const worker = await startWorkerProcess({
      databaseUrl,
      dataDir,
      kindsFile: TEST_KINDS,
      env: { ALLOW_PRIVATE_NETWORKS: "true", MONITORING_TEST_LOG: log },
      startTimeoutMs: 60_000,
    });
    workers.push(worker);
    return worker;
  };

  const logLines = () => readFileSync(log, "utf8").trim().split("\n").filter(Boolean);

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl!, "ranklens_monitoring");
    databaseUrl = scratch.url;
    dataDir = mkdtempSync(path.join(tmpdir(), "ranklens-monitoring-"));
    log = path.join(dataDir, "runs.log");
    writeFileSync(log, "");
    // Slow pages: a run of 10 takes a couple of seconds, time enough to kill its worker half-way.
    site = await startMonitoredSite({
      answer: (p) => (p.startsWith("/p") ? { kind: "page", page: {} } : undefined),
      delayMs: 400,
    });
  });

  afterAll(async () => {
    await stopWorkerProcesses(workers);
    await database?.close();
    await site?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("due schedules: one job, one run and one observation per page for each project; a killed worker's run is finished by another", async () => {
    // The first worker migrates the database; the other two start beside it.
    await startWorker();
    await Promise.all([startWorker(), startWorker()]);
    database = openDatabase({ databaseUrl, pgPoolSize: 2 });
    const { db } = database;
    const now = new Date();
    const workspaceId = "monitoring-workers";
    await db
      .insertInto("workspaces")
      .values({
        id: workspaceId,
        name: "Workers",
        plan: "pro",
        created_by: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    const projects: SeededProject[] = [];
    for (let k = 0; k < PROJECTS; k++) {
      projects.push(
        await seedProject(db, {
          workspaceId,
          siteUrl: site.url,
          pages: Array.from({ length: PAGES }, (_, i) => `${site.url}/p${k}-${i}`),
          now,
        }),
      );
    }
    // The projects' schedules, made due a minute ago: every worker's next tick finds them.
    const schedules = new KyselyJobQueue({ db, dialect: "postgres" });
    for (const project of projects) {
      await syncProjectSchedules(schedules, { id: project.id, pageSchedule: "daily", crawlSchedule: "off" });
    }
    await db
      .updateTable("job_schedules")
      .set({ next_run_at: new Date(now.getTime() - 60_000).toISOString() })
      .where("name", "like", "project:%")
      .execute();

    // The first run with a couple of pages stored: its worker is killed there.
    const victim = await eventually(
      async () => {
        const runs = await db
          .selectFrom("project_runs")
          .select(["project_id", "pages_done"])
          .where("state", "=", "running")
          .where("pages_done", ">=", 2)
          .where("pages_done", "<=", PAGES - 4)
          .execute();
        return runs[0];
      },
      "a run under way",
      60_000,
    );
    const started = logLines().find(
      (line) => line.startsWith("start ") && line.includes(` ${victim.project_id} `),
    );
    const victimPid = Number(started!.split(" ")[1]);
    const killed = workers.find((worker) => worker.child.pid === victimPid)!;
    killed.child.kill("SIGKILL");
    expect((await killed.exited).signal).toBe("SIGKILL");

    const runs = await eventually(
      async () => {
        const rows = await db.selectFrom("project_runs").selectAll().execute();
        return rows.length === PROJECTS && rows.every((run) => run.state === "completed") && rows;
      },
      `every run completed\n${logLines().join("\n")}`,
      120_000,
    );
    for (const project of projects) {
      const own = runs.filter((run) => run.project_id === project.id);
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ pages_total: PAGES, pages_done: PAGES });
      const observations = await db
        .selectFrom("page_observations")
        .select(["page_id", "status"])
        .where("run_id", "=", own[0]!.id)
        .execute();
      expect(observations.map((o) => o.page_id).sort((a, b) => a - b)).toEqual(
        [...project.pages.values()].sort((a, b) => a - b),
      );
      expect(observations.every((o) => o.status === 200)).toBe(true);
    }

    const lines = logLines();
    const starts = (projectId: string) =>
      lines.filter((line) => line.startsWith("start ") && line.includes(` ${projectId} `));
    for (const project of projects) {
      if (project.id === victim.project_id) {
        // Taken over by another process, as the job's second attempt, which completed it.
        const [first, second, ...more] = starts(project.id);
        expect(first).toBe(`start ${victimPid} ${project.id} 1`);
        expect(second).toMatch(new RegExp(`^start (\\d+) ${project.id} 2$`));
        expect(Number(second!.split(" ")[1])).not.toBe(victimPid);
        expect(more).toEqual([]);
        expect(lines).toContain(`done ${second!.split(" ")[1]} ${project.id} 2`);
      } else {
        // One job, once, for each of the others, whichever process ran it.
        expect(starts(project.id)).toHaveLength(1);
        expect(starts(project.id)[0]).toMatch(/ 1$/);
      }
    }
    // Pages were fetched once each, except the few the killed worker had in flight.
    const fetched = site.hits.filter((p) => p.startsWith("/p"));
    const victimIndex = projects.findIndex((project) => project.id === victim.project_id);
    for (const p of new Set(fetched)) {
      const times = fetched.filter((q) => q === p).length;
      if (p.startsWith(`/p${victimIndex}-`)) expect(times).toBeLessThanOrEqual(2);
      else expect(times, p).toBe(1);
    }
    expect(new Set(fetched).size).toBe(PROJECTS * PAGES);
    for (const worker of workers) if (worker !== killed) worker.child.kill("SIGTERM");
  }, 240_000);
});
