import { randomUUID } from "node:crypto";
import type { ProjectRun } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { enqueueJob } from "../../jobs/job-definition";
import type { Job, JobQueue } from "../../jobs/job-queue";
import { consumeRateLimit } from "../../rate-limit/consume-rate-limit";
import type { Actor } from "../../workspaces/actor";
import { lockWorkspace } from "../../workspaces/lock-workspace";
import { type ProjectJobPayload, projectCheckJobKind } from "../jobs/project-check-job";
import { findProject } from "./find-project";
import { OPEN_RUN_STATES, runFromRow } from "./run-row";

/** Manual checks a project may start per UTC day: "Check now" is for now, not for polling. */
export const MANUAL_CHECKS_PER_DAY = 24;

/**
 * "Check now": a manual run (queued, period `manual:<runId>`) and its project-check job. One
 * manual run per project is open at a time: pressing again while one is queued or running returns
 * that run (and the job's singleton key makes a race queue one job, not two). Manual checks do
 * not count against the month's analyses (the plan already bounds the pages a check re-analyses)
 * but a project may start at most MANUAL_CHECKS_PER_DAY of them a day (429 beyond).
 */
export async function startProjectCheck(
  db: Kysely<Database>,
  jobs: JobQueue,
  actor: Actor,
  projectId: string,
  now: Date,
): Promise<ProjectRun> {
  await findProject(db, actor.workspaceId, projectId);
  // Job states are read before the transaction: the queue has its own connection.
  const dead = await deadRunIds(db, jobs, projectId, now);
  const created = await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, actor.workspaceId);
    await findProject(trx, actor.workspaceId, projectId);
    const open = await trx
      .selectFrom("project_runs")
      .selectAll()
      .where("project_id", "=", projectId)
      .where("trigger", "=", "manual")
      .where("state", "in", OPEN_RUN_STATES)
      .orderBy("created_at", "desc")
      .execute();
    const alive = open.find((run) => !dead.has(run.id));
    if (alive) return { run: alive, isNew: false };
    if (open.length > 0) {
      await trx
        .updateTable("project_runs")
        .set({ state: "failed", finished_at: now.toISOString() })
        .where(
          "id",
          "in",
          open.map((run) => run.id),
        )
        .execute();
    }
    await consumeRateLimit(
      trx,
      `project-check:${projectId}`,
      { limit: MANUAL_CHECKS_PER_DAY, windowSeconds: 86_400 },
      now.getTime(),
    );
    const { n } = await trx
      .selectFrom("project_pages")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("project_id", "=", projectId)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    const run = {
      id,
      project_id: projectId,
      job_id: null as string | null,
      trigger: "manual",
      period_key: `manual:${id}`,
      state: "queued",
      pages_total: Number(n),
      pages_done: 0,
      created_at: now.toISOString(),
      started_at: null,
      finished_at: null,
    };
    await trx.insertInto("project_runs").values(run).execute();
    return { run, isNew: true };
  });
  const { run, isNew } = created;
  if (run.job_id) return runFromRow(run);
  // A new run, or one whose request has not recorded its job yet: enqueueing again under the
  // singleton key returns that job (or creates it with this run's id, and the other request gets it).
  let job: Job<ProjectJobPayload>;
  try {
    job = await enqueueJob(
      jobs,
      projectCheckJobKind,
      { projectId, trigger: "manual", runId: run.id },
      { singletonKey: `project-check:${projectId}:manual`, workspaceId: actor.workspaceId },
    );
  } catch (error) {
    if (isNew) await db.deleteFrom("project_runs").where("id", "=", run.id).execute();
    throw error;
  }
  if (job.payload.runId && job.payload.runId !== run.id) {
    // An open job of an earlier run holds the singleton key: that run is the one checking.
    if (isNew) await db.deleteFrom("project_runs").where("id", "=", run.id).execute();
    const earlier = await db
      .selectFrom("project_runs")
      .selectAll()
      .where("id", "=", job.payload.runId)
      .executeTakeFirst();
    if (earlier) return runFromRow(earlier);
  }
  await db.updateTable("project_runs").set({ job_id: job.id }).where("id", "=", run.id).execute();
  return runFromRow({ ...run, job_id: job.id });
}

/** How long a run may wait for its job id (set right after its job is enqueued). */
const ENQUEUE_GRACE_MS = 60_000;

/**
 * Open manual runs that nothing will ever close: their job ended without closing them (a worker
 * gone for good, a cancelled job), or they never got a job. They must not block "Check now" for
 * ever; the transaction marks them failed.
 */
async function deadRunIds(
  db: Kysely<Database>,
  jobs: JobQueue,
  projectId: string,
  now: Date,
): Promise<Set<string>> {
  const runs = await db
    .selectFrom("project_runs")
    .select(["id", "job_id", "created_at"])
    .where("project_id", "=", projectId)
    .where("trigger", "=", "manual")
    .where("state", "in", OPEN_RUN_STATES)
    .execute();
  const dead = new Set<string>();
  for (const run of runs) {
    if (!run.job_id) {
      if (now.getTime() - Date.parse(run.created_at) > ENQUEUE_GRACE_MS) dead.add(run.id);
      continue;
    }
    const job = await jobs.get(run.job_id);
    if (!job || (job.state !== "queued" && job.state !== "running")) dead.add(run.id);
  }
  return dead;
}
