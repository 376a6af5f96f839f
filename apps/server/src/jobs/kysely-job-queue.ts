import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { DialectName } from "../db/dialect";
import type { Database, JobsTable } from "../db/schema";
import { describeError, isPermanentJobFailure } from "./describe-error";
import {
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  type EnqueueOptions,
  isRequeue,
  type Job,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobState,
  type Requeue,
  type StopWorker,
  type WorkOptions,
} from "./job-queue";
import { ScheduleBook } from "./job-schedules";
import { PollLoop } from "./poll-loop";
import { type Backoff, DEFAULT_BACKOFF, retryDelayMs } from "./retry-delay";
import { stopRuns } from "./stop-runs";

export interface KyselyJobQueueOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The clock run_at, leases and schedules are measured with; tests inject one they move. */
  now?: () => Date;
  /** How often an idle worker looks for due jobs (an enqueue on this instance wakes it at once). */
  pollIntervalMs?: number;
  backoff?: Backoff;
  /** Jitter source of the backoff; tests pin it. */
  random?: () => number;
  /** A poll that failed (database down): the loop goes on at the next interval. */
  onError?: (error: unknown) => void;
}

type JobRow = Selectable<JobsTable>;
const OPEN_STATES = ["queued", "running"] as const;
const SINGLETON_RETRIES = 5;

/** One claimed job this process is running. */
interface Run {
  jobId: string;
  /** The claim's token (locked_by): only this claim may finish or renew the job. */
  token: string;
  controller: AbortController;
  leaseEnd: number;
  /** Set when stop() gave the job back: the handler's late outcome is not recorded. */
  released: boolean;
  done: Promise<void>;
}

/**
 * The embedded job queue (ADR 013): a table read through Kysely. On SQLite the
 * single writer makes each claim (an UPDATE … RETURNING of the oldest due rows)
 * atomic; on PostgreSQL the claim skips rows another worker has locked
 * (`FOR UPDATE SKIP LOCKED`), so any number of processes can share the table.
 */
export class KyselyJobQueue implements JobQueue {
  private readonly db: Kysely<Database>;
  private readonly dialect: DialectName;
  private readonly now: () => Date;
  private readonly pollIntervalMs: number;
  private readonly backoff: Backoff;
  private readonly random: () => number;
  private readonly onError: (error: unknown) => void;
  /** Wakes every idle worker loop of this instance (a job was enqueued). */
  private readonly wakers = new Set<() => void>();
  /** Jobs running in this process, by id: a cancel here aborts them without waiting for a poll. */
  private readonly localRuns = new Map<string, AbortController>();
  /** Real time before which worker polls skip the schedules (one tick per interval, however many kinds). */
  private nextScheduleTick = 0;
  private readonly schedules: ScheduleBook;

  constructor(options: KyselyJobQueueOptions) {
    this.db = options.db;
    this.dialect = options.dialect;
    this.now = options.now ?? (() => new Date());
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.random = options.random ?? Math.random;
    this.onError = options.onError ?? (() => {});
    this.schedules = new ScheduleBook({
      db: this.db,
      now: this.now,
      insert: async (trx, job) => {
        await insertJob(trx, this.now(), job.kind, job.payload, { singletonKey: job.singletonKey });
      },
      onEnqueued: () => {
        for (const wake of this.wakers) wake();
      },
    });
  }

  async enqueue<P>(kind: string, payload: P, options: EnqueueOptions = {}): Promise<Job<P>> {
    const job = await insertJob(this.db, this.now(), kind, payload, options);
    for (const wake of this.wakers) wake();
    return job as Job<P>;
  }

  async get(id: string): Promise<Job | undefined> {
    const row = await this.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toJob(row) : undefined;
  }

  async cancel(id: string): Promise<boolean> {
    const at = this.now().toISOString();
    const result = await this.db
      .updateTable("jobs")
      .set({ state: "cancelled", finished_at: at, updated_at: at, locked_by: null, locked_until: null })
      .where("id", "=", id)
      .where("state", "in", OPEN_STATES)
      .executeTakeFirst();
    // A handler elsewhere notices on its worker's next poll (the claim token is gone).
    this.localRuns.get(id)?.abort(new Error("job cancelled"));
    return Number(result.numUpdatedRows) > 0;
  }

  schedule(name: string, cron: string, kind: string, payload: unknown): Promise<void> {
    return this.schedules.schedule(name, cron, kind, payload);
  }

  unschedule(name: string): Promise<boolean> {
    return this.schedules.unschedule(name);
  }

  getSchedule(name: string): Promise<{ cron: string; kind: string } | undefined> {
    return this.schedules.get(name);
  }

  tickSchedules(): Promise<number> {
    return this.schedules.tick();
  }

  work<P>(kind: string, handler: JobHandler<P>, options: WorkOptions = {}): StopWorker {
    const concurrency = options.concurrency ?? 1;
    const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    const runs = new Map<string, Run>();
    const loop = new PollLoop(this.pollIntervalMs, this.onError);

    const start = (row: JobRow) => {
      const token = row.locked_by!;
      const controller = new AbortController();
      const run: Run = {
        jobId: row.id,
        token,
        controller,
        leaseEnd: Date.parse(row.locked_until!),
        released: false,
        done: Promise.resolve(),
      };
      const job = toJob(row) as Job<P>;
      const context: JobContext<P> = {
        job,
        payload: job.payload,
        attempt: row.attempts,
        signal: controller.signal,
        reportProgress: async (progress) => {
          const now = this.now();
          const leaseEnd = now.getTime() + leaseMs;
          const result = await this.db
            .updateTable("jobs")
            .set({
              progress: toJson(progress),
              updated_at: now.toISOString(),
              locked_until: new Date(leaseEnd).toISOString(),
            })
            .where("id", "=", row.id)
            .where("locked_by", "=", token)
            .where("state", "=", "running")
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 1) run.leaseEnd = leaseEnd;
          else controller.abort(new Error("job lost: cancelled or lease taken over"));
        },
      };
      runs.set(token + row.id, run);
      this.localRuns.set(row.id, controller);
      run.done = Promise.resolve()
        .then(() => handler(context))
        .then(
          (outcome) =>
            run.released
              ? undefined
              : isRequeue(outcome)
                ? this.requeue(row, token, outcome.requeue)
                : this.complete(row, token),
          (error: unknown) => (run.released ? undefined : this.fail(row, token, error)),
        )
        .catch(this.onError)
        .finally(() => {
          runs.delete(token + row.id);
          if (this.localRuns.get(row.id) === controller) this.localRuns.delete(row.id);
          loop.wake();
        });
    };

    const poll = async () => {
      if (Date.now() >= this.nextScheduleTick) {
        this.nextScheduleTick = Date.now() + this.pollIntervalMs;
        // A schedule that cannot be ticked (a stored expression a newer parser refuses) must not stop the jobs.
        await this.tickSchedules().catch(this.onError);
      }
      await this.watch(runs);
      const free = concurrency - runs.size;
      if (free <= 0) return;
      await this.reapExpired(kind);
      for (const row of await this.claim(kind, free, leaseMs)) start(row);
    };

    loop.start(poll, this.wakers);

    return async ({ graceMs } = {}) => {
      await loop.stop();
      await stopRuns(runs, graceMs, (run) => this.release(run), this.onError);
    };
  }

  /** Aborts handlers whose job was cancelled or taken over, or whose lease ran out. */
  private async watch(runs: Map<string, Run>): Promise<void> {
    const active = [...runs.values()].filter((run) => !run.controller.signal.aborted);
    if (active.length === 0) return;
    const now = this.now().getTime();
    const rows = await this.db
      .selectFrom("jobs")
      .select(["id", "state", "locked_by"])
      .where(
        "id",
        "in",
        active.map((run) => run.jobId),
      )
      .execute();
    const held = new Set(rows.filter((r) => r.state === "running").map((r) => `${r.locked_by}${r.id}`));
    for (const run of active) {
      if (run.leaseEnd <= now) run.controller.abort(new Error("lease expired"));
      else if (!held.has(run.token + run.jobId))
        run.controller.abort(new Error("job lost: cancelled or lease taken over"));
    }
  }

  /** Running jobs whose lease expired on their last allowed attempt become dead letters. */
  private async reapExpired(kind: string): Promise<void> {
    const at = this.now().toISOString();
    await this.db
      .updateTable("jobs")
      .set({
        state: "failed",
        last_error: "lease expired: the worker stopped or the handler ran past its lease",
        finished_at: at,
        updated_at: at,
        locked_by: null,
        locked_until: null,
      })
      .where("kind", "=", kind)
      .where("state", "=", "running")
      .where("locked_until", "<=", at)
      .whereRef("attempts", ">=", "max_attempts")
      .execute();
  }

  /** Claims up to `limit` due jobs of a kind: queued ones, and running ones whose lease expired. */
  private async claim(kind: string, limit: number, leaseMs: number): Promise<JobRow[]> {
    const now = this.now();
    const at = now.toISOString();
    const token = randomUUID();
    const rows = await this.db
      .updateTable("jobs")
      .set((eb) => ({
        state: "running",
        attempts: eb("attempts", "+", 1),
        locked_by: token,
        locked_until: new Date(now.getTime() + leaseMs).toISOString(),
        updated_at: at,
      }))
      .where("id", "in", (eb) =>
        eb
          .selectFrom("jobs")
          .select("id")
          .where("kind", "=", kind)
          .where((w) =>
            w.or([
              w.and([w("state", "=", "queued"), w("run_at", "<=", at)]),
              w.and([
                w("state", "=", "running"),
                w("locked_until", "<=", at),
                w("attempts", "<", w.ref("max_attempts")),
              ]),
            ]),
          )
          .orderBy("priority", "desc")
          .orderBy("run_at")
          .orderBy("id")
          .limit(limit)
          .$if(this.dialect === "postgres", (q) => q.forUpdate().skipLocked()),
      )
      .returningAll()
      .execute();
    return rows.sort(
      (a, b) => b.priority - a.priority || a.run_at.localeCompare(b.run_at) || a.id.localeCompare(b.id),
    );
  }

  private async complete(row: JobRow, token: string): Promise<void> {
    const at = this.now().toISOString();
    await this.db
      .updateTable("jobs")
      .set({ state: "completed", finished_at: at, updated_at: at, locked_by: null, locked_until: null })
      .where("id", "=", row.id)
      .where("locked_by", "=", token)
      .where("state", "=", "running")
      .execute();
  }

  /** A failed attempt: queued again after a backoff, or a dead letter after the last attempt (or a permanent failure). */
  private async fail(row: JobRow, token: string, error: unknown): Promise<void> {
    const now = this.now();
    const at = now.toISOString();
    const lastError = describeError(error);
    const dead = row.attempts >= row.max_attempts || isPermanentJobFailure(error);
    const runAt = new Date(now.getTime() + retryDelayMs(row.attempts, this.backoff, this.random));
    await this.db
      .updateTable("jobs")
      .set({
        state: dead ? "failed" : "queued",
        last_error: lastError,
        updated_at: at,
        locked_by: null,
        locked_until: null,
        ...(dead ? { finished_at: at } : { run_at: runAt.toISOString() }),
      })
      .where("id", "=", row.id)
      .where("locked_by", "=", token)
      .where("state", "=", "running")
      .execute();
  }

  /** The handler gave its slot back (Requeue): queued behind the due jobs of its priority, the attempt not counted. */
  private async requeue(row: JobRow, token: string, request: Requeue["requeue"]): Promise<void> {
    const now = this.now();
    const runAt = request.runAt && request.runAt > now ? request.runAt : now;
    const at = now.toISOString();
    await this.db
      .updateTable("jobs")
      .set((eb) => ({
        state: "queued",
        attempts: eb("attempts", "-", 1),
        run_at: runAt.toISOString(),
        ...(request.priority === undefined ? {} : { priority: request.priority }),
        updated_at: at,
        locked_by: null,
        locked_until: null,
      }))
      .where("id", "=", row.id)
      .where("locked_by", "=", token)
      .where("state", "=", "running")
      .execute();
  }

  /** Gives an interrupted job back: queued at once, the interrupted attempt not counted. */
  private async release(run: Run): Promise<void> {
    const at = this.now().toISOString();
    await this.db
      .updateTable("jobs")
      .set((eb) => ({
        state: "queued",
        attempts: eb("attempts", "-", 1),
        run_at: at,
        updated_at: at,
        locked_by: null,
        locked_until: null,
      }))
      .where("id", "=", run.jobId)
      .where("locked_by", "=", run.token)
      .where("state", "=", "running")
      .execute();
  }
}

/** Inserts a job, or returns the open one holding its singleton key (unique index, ON CONFLICT DO NOTHING). */
async function insertJob(
  db: Kysely<Database>,
  now: Date,
  kind: string,
  payload: unknown,
  options: EnqueueOptions,
): Promise<Job> {
  const at = now.toISOString();
  for (let i = 0; i < SINGLETON_RETRIES; i++) {
    const inserted = await db
      .insertInto("jobs")
      .values({
        id: randomUUID(),
        kind,
        payload: toJson(payload),
        state: "queued",
        singleton_key: options.singletonKey ?? null,
        workspace_id: options.workspaceId ?? null,
        attempts: 0,
        max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        run_at: (options.runAt ?? now).toISOString(),
        priority: options.priority ?? 0,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return toJob(inserted);
    if (options.singletonKey === undefined) break;
    const open = await db
      .selectFrom("jobs")
      .selectAll()
      .where("kind", "=", kind)
      .where("singleton_key", "=", options.singletonKey)
      .where("state", "in", OPEN_STATES)
      .executeTakeFirst();
    // Absent when the holder finished between the two statements: try the insert again.
    if (open) return toJob(open);
  }
  throw new Error(`could not enqueue ${kind} (singleton key ${options.singletonKey ?? "none"})`);
}

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload),
    state: row.state as JobState,
    singletonKey: row.singleton_key,
    workspaceId: row.workspace_id,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    runAt: new Date(row.run_at),
    progress: row.progress === null ? null : JSON.parse(row.progress),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
  };
}

function toJson(value: unknown): string {
  return JSON.stringify(value) ?? "null";
}
