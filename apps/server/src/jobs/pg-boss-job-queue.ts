import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type Db as BossDb, type JobWithMetadata as BossJob, fromKysely, PgBoss } from "pg-boss";
import type { Database } from "../db/schema";
import { describeError, isPermanentJobFailure } from "./describe-error";
import { DueJobSignal } from "./due-job-signal";
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
import { type Backoff, DEFAULT_BACKOFF } from "./retry-delay";
import { stopRuns } from "./stop-runs";

export interface PgBossJobQueueOptions {
  /** postgres://… of the app's database; pg-boss keeps its own pool. */
  connectionString: string;
  /** The schema pg-boss installs itself in (`pgboss` in production; tests isolate one per test). */
  schema: string;
  /** The app's database: the cron schedules stay in our `job_schedules` table (see ADR 013). */
  db: Kysely<Database>;
  /** The clock leases and schedules are measured with; job times (run_at, backoff) are the database's. */
  now?: () => Date;
  /** How often an idle worker looks for due jobs. */
  pollIntervalMs?: number;
  backoff?: Backoff;
  /** How often pg-boss's supervisor looks for jobs whose heartbeat stopped. */
  monitorIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

/** What we keep in a pg-boss job's `data`: pg-boss wants an object, and `get` must return the workspace and the caller's key. */
interface Envelope {
  payload: unknown;
  workspaceId: string | null;
  singletonKey: string | null;
}

/** What we keep in a pg-boss job's `output`: the last progress and, after a failed attempt, its error. */
interface Output {
  progress?: unknown;
  error?: string;
  /** pg-boss's own expiry writes `{ value: { message } }`. */
  value?: { message?: string };
}

interface JobRow {
  id: string;
  name: string;
  data: Envelope;
  state: BossJob["state"];
  retry_count: number;
  retry_limit: number;
  start_after: Date;
  started_on: Date | null;
  created_on: Date;
  completed_on: Date | null;
  heartbeat_on: Date | null;
  output: Output | null;
}

/** One claimed job this process is running; `retryCount` names the attempt (pg-boss's fence). */
interface Run {
  jobId: string;
  retryCount: number;
  controller: AbortController;
  leaseEnd: number;
  lastTouch: number;
  progress: unknown;
  released: boolean;
  done: Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SINGLETON_RETRIES = 5;
/** pg-boss refuses a shorter heartbeat. */
const MIN_HEARTBEAT_SECONDS = 10;
/** pg-boss's absolute cap on a running job (its maximum); our lease and its heartbeat are the real guards. */
const EXPIRE_SECONDS = 24 * 60 * 60;
const QUEUED_RETENTION_SECONDS = 365 * 24 * 60 * 60;

/**
 * The JobQueue port over pg-boss 12 (ADR 013, "pg-boss implementation"): for
 * PostgreSQL installs with several app servers and `npm run worker` processes.
 *
 * - One pg-boss queue per kind, policy `exclusive`: at most one queued or
 *   running job per singleton key. A job without a key gets the key
 *   `job:<its id>`, which never collides (the caller's key is in the envelope).
 * - maxAttempts → `retryLimit` (maxAttempts − 1); our backoff → `retryDelay`
 *   (half the base: pg-boss's jittered delay is retryDelay × 2^n × (1 + random)),
 *   `retryBackoff`, `retryDelayMax` (whole seconds, so never under 1 s).
 *   A dead letter is pg-boss's `failed` state, its error in `output`.
 * - Our worker loop claims with `fetch` and settles with `complete`/`fail`
 *   fenced to the attempt fetched (`{ id, retryCount }`): a late outcome of a
 *   handler that lost its job changes nothing.
 * - Leases: our loop enforces `leaseMs` (renewed by reportProgress) and fails
 *   the attempt when it runs out. A claimed job's pg-boss heartbeat is set to
 *   the lease (at least 10 s, pg-boss's minimum) and touched while the lease
 *   holds, so pg-boss's monitor retries the jobs of a process that died.
 * - Progress lives in the job's `output` (pg-boss 12 has no progress field and
 *   no API to write `output` before the job settles): one fenced UPDATE.
 *   Giving a job back on stop (attempt not counted) is pg-boss's own `restore`
 *   statement, which its public API does not expose. Both are the only writes
 *   to pg-boss's table outside its API; `get` reads it directly because the
 *   port looks jobs up by id alone (pg-boss's `findJobs` needs the queue name).
 * - A job made due (enqueued, handed back, given back on stop) is announced to
 *   the other processes with NOTIFY, on pg-boss's listener connection
 *   (DueJobSignal, ADR 048): their loops of that kind fetch at once instead of
 *   at their next poll, which stays the floor.
 */
export class PgBossJobQueue implements JobQueue {
  readonly boss: PgBoss;
  private readonly schema: string;
  private readonly db: Kysely<Database>;
  private readonly now: () => Date;
  private readonly pollIntervalMs: number;
  private readonly backoff: Backoff;
  private readonly onError: (error: unknown) => void;
  private readonly queues = new Map<string, Promise<void>>();
  /** Each kind's worker loops in this process, woken when a job of the kind is due. */
  private readonly wakers = new Map<string, Set<() => void>>();
  private readonly due: DueJobSignal;
  private readonly localRuns = new Map<string, AbortController>();
  private nextScheduleTick = 0;
  private readonly schedules: ScheduleBook;

  private constructor(options: PgBossJobQueueOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.schema))
      throw new Error(`invalid pg-boss schema: ${options.schema}`);
    this.schema = options.schema;
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.onError = options.onError ?? (() => {});
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      max: 4,
      // Cron stays ours (job_schedules): one job per due time under the injected clock.
      schedule: false,
      superviseIntervalSeconds: options.monitorIntervalSeconds ?? 10,
      monitorIntervalSeconds: options.monitorIntervalSeconds ?? 10,
      registerInstance: false,
    });
    this.boss.on("error", (error) => this.onError(error));
    this.schedules = new ScheduleBook({
      db: this.db,
      now: this.now,
      insert: async (trx, job) => {
        await this.insert(job.kind, job.payload, { singletonKey: job.singletonKey }, trx);
      },
      onEnqueued: () => this.wakeAll(),
    });
    this.due = new DueJobSignal({
      channel: `${options.schema}_due_jobs`,
      pollIntervalMs: this.pollIntervalMs,
      run: (text, values) => this.sql(text, values),
      onError: this.onError,
    });
  }

  /** Creates pg-boss's schema if needed (migrations included) and starts its supervisor. */
  static async open(options: PgBossJobQueueOptions): Promise<PgBossJobQueue> {
    const queue = new PgBossJobQueue(options);
    await queue.boss.start();
    await queue.due.listen(
      queue.boss.getDb(),
      (kind) => queue.wake(kind),
      () => queue.wakeAll(),
    );
    return queue;
  }

  /** Stops pg-boss (its pool and timers) and the due-job listener. Stop the workers first. */
  async close(): Promise<void> {
    await this.due.close();
    await this.boss.stop({ graceful: false, close: true });
  }

  private wake(kind: string): void {
    for (const wake of this.wakers.get(kind) ?? []) wake();
  }

  private wakeAll(): void {
    for (const loops of this.wakers.values()) for (const wake of loops) wake();
  }

  async enqueue<P>(kind: string, payload: P, options: EnqueueOptions = {}): Promise<Job<P>> {
    const job = await this.insert(kind, payload, options);
    this.wake(kind);
    return job as Job<P>;
  }

  async get(id: string): Promise<Job | undefined> {
    const row = await this.row(id);
    return row ? toJob(row) : undefined;
  }

  async cancel(id: string): Promise<boolean> {
    const row = await this.row(id);
    if (!row) return false;
    const result = (await this.boss.cancel(row.name, id)) as { affected?: number };
    this.localRuns.get(id)?.abort(new Error("job cancelled"));
    return (result.affected ?? 0) > 0;
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

  /** As the embedded queue: compare-and-set on the due time, and the pg-boss insert in the same transaction. */
  tickSchedules(): Promise<number> {
    return this.schedules.tick();
  }

  work<P>(kind: string, handler: JobHandler<P>, options: WorkOptions = {}): StopWorker {
    const concurrency = options.concurrency ?? 1;
    const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    const heartbeatSeconds = Math.max(MIN_HEARTBEAT_SECONDS, Math.ceil(leaseMs / 1_000));
    const runs = new Map<string, Run>();
    const loop = new PollLoop(this.pollIntervalMs, this.onError);

    const start = (bossJob: BossJob<Envelope>) => {
      const controller = new AbortController();
      const attempt = { id: bossJob.id, retryCount: bossJob.retryCount };
      const run: Run = {
        jobId: bossJob.id,
        retryCount: bossJob.retryCount,
        controller,
        leaseEnd: this.now().getTime() + leaseMs,
        lastTouch: Date.now(),
        progress: (bossJob.output as Output | null)?.progress ?? null,
        released: false,
        done: Promise.resolve(),
      };
      const job = toJob(fromBossJob(bossJob)) as Job<P>;
      const context: JobContext<P> = {
        job,
        payload: job.payload,
        attempt: job.attempts,
        signal: controller.signal,
        reportProgress: async (progress) => {
          const renewed = this.now().getTime() + leaseMs;
          const rows = await this.sql<{ id: string }>(
            `UPDATE ${this.schema}.job
                SET output = COALESCE(output, '{}'::jsonb) || jsonb_build_object('progress', $3::jsonb),
                    heartbeat_on = ${this.schema}.job_now()
              WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $4
              RETURNING id`,
            [kind, run.jobId, JSON.stringify(progress) ?? "null", run.retryCount],
          );
          if (rows.length === 1) {
            run.leaseEnd = renewed;
            run.lastTouch = Date.now();
            run.progress = progress;
          } else controller.abort(new Error("job lost: cancelled or lease taken over"));
        },
      };
      const key = `${run.jobId}:${run.retryCount}`;
      runs.set(key, run);
      this.localRuns.set(run.jobId, controller);
      run.done = Promise.resolve()
        .then(() => handler(context))
        .then(
          async (outcome) => {
            if (run.released || controller.signal.aborted) return;
            if (isRequeue(outcome)) await this.requeue(kind, run, outcome.requeue);
            else await this.boss.complete(kind, attempt, { progress: run.progress });
          },
          async (error: unknown) => {
            if (run.released || controller.signal.aborted) return;
            // Another attempt cannot cure it: no retries left, so pg-boss keeps it as a dead letter.
            if (isPermanentJobFailure(error)) await this.noMoreRetries(kind, run);
            await this.boss.fail(kind, attempt, { error: describeError(error), progress: run.progress });
          },
        )
        .catch(this.onError)
        .finally(() => {
          runs.delete(key);
          if (this.localRuns.get(run.jobId) === controller) this.localRuns.delete(run.jobId);
          loop.wake();
        });
    };

    const poll = async () => {
      if (Date.now() >= this.nextScheduleTick) {
        this.nextScheduleTick = Date.now() + this.pollIntervalMs;
        await this.tickSchedules().catch(this.onError);
      }
      await this.watch(kind, runs, heartbeatSeconds);
      const free = concurrency - runs.size;
      if (free <= 0) return;
      await this.ensureQueue(kind);
      const fetched = await this.boss.fetch<Envelope>(kind, { batchSize: free, includeMetadata: true });
      if (fetched.length === 0) return;
      // pg-boss's heartbeat is our lease, as seen by the other processes: the
      // jobs of a worker that dies are retried once its lease has run out.
      await this.sql(
        `UPDATE ${this.schema}.job SET heartbeat_seconds = $3
          WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
        [kind, fetched.map((job) => job.id), heartbeatSeconds],
      );
      for (const job of fetched) start(job);
    };

    const loops = this.wakers.get(kind) ?? new Set();
    this.wakers.set(kind, loops);
    loop.start(poll, loops);

    return async ({ graceMs } = {}) => {
      await loop.stop();
      await stopRuns(runs, graceMs, (run) => this.release(kind, run), this.onError);
    };
  }

  /**
   * Aborts handlers whose job was cancelled or taken over; fails the attempt of
   * a handler past its lease (pg-boss retries it, or keeps it as a dead letter
   * after the last attempt); touches pg-boss's heartbeat of the others.
   */
  private async watch(kind: string, runs: Map<string, Run>, heartbeatSeconds: number): Promise<void> {
    const active = [...runs.values()].filter((run) => !run.controller.signal.aborted);
    if (active.length === 0) return;
    const now = this.now().getTime();
    const rows = await this.sql<{ id: string; retry_count: number }>(
      `SELECT id, retry_count FROM ${this.schema}.job WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
      [kind, active.map((run) => run.jobId)],
    );
    const held = new Set(rows.map((r) => `${r.id}:${r.retry_count}`));
    const touch: Run[] = [];
    for (const run of active) {
      if (!held.has(`${run.jobId}:${run.retryCount}`)) {
        run.controller.abort(new Error("job lost: cancelled or lease taken over"));
      } else if (run.leaseEnd <= now) {
        run.controller.abort(new Error("lease expired"));
        await this.boss.fail(
          kind,
          { id: run.jobId, retryCount: run.retryCount },
          { error: "lease expired: the handler ran past its lease", progress: run.progress },
        );
      } else if (Date.now() - run.lastTouch >= (heartbeatSeconds * 1_000) / 3) touch.push(run);
    }
    if (touch.length > 0) {
      await this.boss.touch(
        kind,
        touch.map((run) => ({ id: run.jobId, retryCount: run.retryCount })),
      );
      for (const run of touch) run.lastTouch = Date.now();
    }
  }

  /**
   * Gives an interrupted attempt back, not counted: pg-boss's `restore`
   * statement (started_on cleared on a first attempt, so the next claim does
   * not count one more; retry_count stepped back on a later one).
   */
  private async release(kind: string, run: Run): Promise<void> {
    await this.sql(
      `UPDATE ${this.schema}.job
          SET state = (CASE WHEN retry_count = 0 THEN 'created' ELSE 'retry' END)::${this.schema}.job_state,
              started_on = CASE WHEN retry_count = 0 THEN NULL ELSE started_on END,
              retry_count = GREATEST(retry_count - 1, 0),
              heartbeat_on = NULL,
              start_after = ${this.schema}.job_now()
        WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $3`,
      [kind, run.jobId, run.retryCount],
    );
    // Given back by a process that stops: another one may take it now.
    await this.due.announce(kind, null);
  }

  /** Makes the running attempt the last one (a permanent failure follows). */
  private async noMoreRetries(kind: string, run: Run): Promise<void> {
    await this.sql(
      `UPDATE ${this.schema}.job SET retry_limit = retry_count
        WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $3`,
      [kind, run.jobId, run.retryCount],
    );
  }

  /**
   * The handler gave its slot back (Requeue): the same statement as `release`, with the job's
   * place in the queue moved to the end of its priority (pg-boss fetches by priority, then
   * created_on), its start time and, when asked, its priority.
   */
  private async requeue(kind: string, run: Run, request: Requeue["requeue"]): Promise<void> {
    await this.sql(
      `UPDATE ${this.schema}.job
          SET state = (CASE WHEN retry_count = 0 THEN 'created' ELSE 'retry' END)::${this.schema}.job_state,
              started_on = CASE WHEN retry_count = 0 THEN NULL ELSE started_on END,
              retry_count = GREATEST(retry_count - 1, 0),
              heartbeat_on = NULL,
              created_on = ${this.schema}.job_now(),
              start_after = GREATEST(${this.schema}.job_now(), COALESCE($4::timestamptz, ${this.schema}.job_now())),
              priority = COALESCE($5::integer, priority)
        WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $3`,
      [kind, run.jobId, run.retryCount, request.runAt?.toISOString() ?? null, request.priority ?? null],
    );
    await this.due.announce(kind, request.runAt);
  }

  /** pg-boss 12 refuses a send to a queue that does not exist; created once per kind and process. */
  private ensureQueue(kind: string): Promise<void> {
    let created = this.queues.get(kind);
    if (!created) {
      created = (async () => {
        if (await this.boss.getQueue(kind)) return;
        await this.boss.createQueue(kind, { policy: "exclusive" });
      })();
      created.catch(() => this.queues.delete(kind));
      this.queues.set(kind, created);
    }
    return created;
  }

  private async insert(
    kind: string,
    payload: unknown,
    options: EnqueueOptions,
    /** The caller's transaction (a schedule tick); pg-boss's own pool if absent. */
    db?: Kysely<Database>,
  ): Promise<Job> {
    await this.ensureQueue(kind);
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const envelope: Envelope = {
      payload: payload === undefined ? null : payload,
      workspaceId: options.workspaceId ?? null,
      singletonKey: options.singletonKey ?? null,
    };
    for (let i = 0; i < SINGLETON_RETRIES; i++) {
      const id = randomUUID();
      const sent = await this.boss.send(kind, envelope, {
        id,
        singletonKey: options.singletonKey ?? `job:${id}`,
        ...(options.runAt ? { startAfter: options.runAt } : {}),
        ...(options.priority ? { priority: options.priority } : {}),
        retryLimit: maxAttempts - 1,
        // pg-boss waits retryDelay × 2^n × (1 + random) after the n-th retry, in whole seconds:
        // half our base gives our "equal jitter" on base × 2^(attempt − 1) (never under 1 s).
        retryDelay: Math.max(1, Math.round(this.backoff.baseMs / 2_000)),
        retryBackoff: true,
        retryDelayMax: Math.max(1, Math.round(this.backoff.maxMs / 1_000)),
        // Until a worker claims it and sets its own lease (see work()).
        heartbeatSeconds: Math.ceil(DEFAULT_LEASE_MS / 1_000),
        expireInSeconds: EXPIRE_SECONDS,
        // Finished jobs stay (history, dead letters) until a retention job of ours removes them; a
        // queued one pg-boss would drop 14 days past its run time by default: a year here.
        deleteAfterSeconds: 0,
        retentionSeconds: QUEUED_RETENTION_SECONDS,
        ...(db ? { db: fromKysely(db) as BossDb } : {}),
      });
      if (sent) {
        await this.due.announce(kind, options.runAt, db && ((text, values) => this.sql(text, values, db)));
        const row = await this.row(sent, db);
        if (row) return toJob(row);
      }
      if (options.singletonKey === undefined) break;
      const rows = await this.sql<{ id: string }>(
        `SELECT id FROM ${this.schema}.job WHERE name = $1 AND singleton_key = $2 AND state <= 'active'`,
        [kind, options.singletonKey],
        db,
      );
      const open = rows[0] ? await this.row(rows[0].id, db) : undefined;
      // Absent when the holder finished between the two statements: try the send again.
      if (open) return toJob(open);
    }
    throw new Error(`could not enqueue ${kind} (singleton key ${options.singletonKey ?? "none"})`);
  }

  private async row(id: string, db?: Kysely<Database>): Promise<JobRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const rows = await this.sql<JobRow>(
      `SELECT id, name, data, state, retry_count, retry_limit, start_after, started_on, created_on,
              completed_on, heartbeat_on, output
         FROM ${this.schema}.job WHERE id = $1`,
      [id],
      db,
    );
    return rows[0];
  }

  /** A statement on pg-boss's table, on pg-boss's pool or on ours (a transaction of the caller). */
  private async sql<R>(text: string, values: unknown[], db?: Kysely<Database>): Promise<R[]> {
    const { rows } = await (db ? fromKysely(db) : this.boss.getDb()).executeSql(text, values);
    return rows as R[];
  }
}

function fromBossJob(job: BossJob<Envelope>): JobRow {
  return {
    id: job.id,
    name: job.name,
    data: job.data,
    state: job.state,
    retry_count: job.retryCount,
    retry_limit: job.retryLimit,
    start_after: job.startAfter,
    started_on: job.startedOn,
    created_on: job.createdOn,
    completed_on: job.completedOn,
    heartbeat_on: job.heartbeatOn,
    output: job.output as Output | null,
  };
}

const STATES: Record<BossJob["state"], JobState> = {
  created: "queued",
  retry: "queued",
  active: "running",
  completed: "completed",
  cancelled: "cancelled",
  failed: "failed",
};

function toJob(row: JobRow): Job {
  const output = row.output;
  const times = [row.created_on, row.started_on, row.heartbeat_on, row.completed_on]
    .filter((t): t is Date => t !== null)
    .map((t) => new Date(t).getTime());
  return {
    id: row.id,
    kind: row.name,
    payload: row.data.payload,
    state: STATES[row.state],
    singletonKey: row.data.singletonKey,
    workspaceId: row.data.workspaceId,
    // Every claim after the first bumps retry_count; started_on tells whether the first one happened.
    attempts: Number(row.retry_count) + (row.started_on ? 1 : 0),
    maxAttempts: Number(row.retry_limit) + 1,
    runAt: new Date(row.start_after),
    progress: output?.progress ?? null,
    lastError: output?.error ?? output?.value?.message ?? null,
    createdAt: new Date(row.created_on),
    updatedAt: new Date(Math.max(...times)),
    finishedAt: row.completed_on === null ? null : new Date(row.completed_on),
  };
}
