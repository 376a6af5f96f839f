/**
 * The background-work port (DESIGN.md "Background work", ADR 013). Two
 * implementations pass one contract suite (job-queue.contract.test.ts): the
 * embedded Kysely table queue (SQLite or PostgreSQL) and pg-boss.
 *
 * Jobs are coarse and handlers idempotent: a job may run again after a worker
 * dies or overruns its lease, so running it twice must change nothing twice.
 */

export type JobState = "queued" | "running" | "completed" | "failed" | "cancelled";

/** A job as stored. `payload` and `progress` are JSON values. */
export interface Job<P = unknown> {
  id: string;
  kind: string;
  payload: P;
  state: JobState;
  singletonKey: string | null;
  workspaceId: string | null;
  /** Claims so far, the running one included. */
  attempts: number;
  maxAttempts: number;
  /** Not run before this time (delayed job, or a retry's backoff). */
  runAt: Date;
  /** What the handler reported last (`reportProgress`), null before. */
  progress: unknown;
  /** The error of the last failed attempt; kept on a dead letter (`failed`). */
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** When it completed, failed for good or was cancelled. */
  finishedAt: Date | null;
}

export interface EnqueueOptions {
  /** While a job of this kind with this key is queued or running, enqueueing returns that job instead. */
  singletonKey?: string;
  /** Not before this time; now if absent. */
  runAt?: Date;
  /** Attempts before the job becomes a dead letter (state `failed`); 3 if absent. */
  maxAttempts?: number;
  /** The workspace the job works for; the job goes when the workspace is deleted. */
  workspaceId?: string;
  /**
   * Among due jobs of a kind, higher runs first; equal ones in the order they (re-)entered the
   * queue. 0 if absent. Crawls use it to take workspaces fairly (ADR 019).
   */
  priority?: number;
}

export interface JobContext<P = unknown> {
  job: Job<P>;
  payload: P;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** Aborted when the job is cancelled, the worker stops without waiting, or the lease is lost. */
  signal: AbortSignal;
  /** Stores a JSON progress value on the job (visible through `get`); also renews the lease. */
  reportProgress(progress: unknown): Promise<void>;
}

/**
 * What a handler may resolve with instead of nothing: the job goes back to the queue, behind the
 * due jobs of its priority, and the attempt is not counted. A long job that gives its worker slot
 * to others now and then (a crawl's time slice) asks for this; it is not a failure.
 */
export interface Requeue {
  requeue: {
    /** Not before this time; now if absent. */
    runAt?: Date;
    /** The job's priority from now on; unchanged if absent. */
    priority?: number;
  };
}

export function isRequeue(outcome: unknown): outcome is Requeue {
  return typeof outcome === "object" && outcome !== null && "requeue" in outcome;
}

/** How a handler ends: nothing (done), or a Requeue. A throw (or rejection) is a failed attempt. */
// biome-ignore lint/suspicious/noConfusingVoidType: most handlers return nothing; `undefined` would make each say so
export type JobOutcome = void | Requeue;

export type JobHandler<P = unknown> = (context: JobContext<P>) => Promise<JobOutcome>;

export interface WorkOptions {
  /** Jobs of this kind run at once by this worker; 1 if absent. */
  concurrency?: number;
  /** How long a claim lasts without a progress report before another worker may take the job over. */
  leaseMs?: number;
}

export interface StopOptions {
  /**
   * How long to wait for running handlers (forever if absent). Past it their
   * signals are aborted and their jobs released: queued again at once, the
   * interrupted attempt not counted.
   */
  graceMs?: number;
}

/** Stops claiming jobs; resolves when every handler of this worker has finished or been released. */
export type StopWorker = (options?: StopOptions) => Promise<void>;

export interface JobQueue {
  /** Adds a job (or returns the open one with the same singleton key). */
  enqueue<P>(kind: string, payload: P, options?: EnqueueOptions): Promise<Job<P>>;
  /** Creates or replaces the named cron schedule (5 or 6 fields, UTC): one job per due time. */
  schedule(name: string, cron: string, kind: string, payload: unknown): Promise<void>;
  /** Removes the schedule; false if there was none. Jobs it already enqueued stay. */
  unschedule(name: string): Promise<boolean>;
  /** The named schedule's cron expression and kind; undefined when there is none. */
  getSchedule(name: string): Promise<{ cron: string; kind: string } | undefined>;
  /** Enqueues the jobs of due schedules. Workers do it on every poll; exposed for tests and a scheduler-only process. */
  tickSchedules(): Promise<number>;
  /** Cancels a queued or running job (a running handler sees its signal aborted); false if it was already finished. */
  cancel(id: string): Promise<boolean>;
  get(id: string): Promise<Job | undefined>;
  /** Starts a worker loop for one kind. */
  work<P>(kind: string, handler: JobHandler<P>, options?: WorkOptions): StopWorker;
}

export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_LEASE_MS = 5 * 60_000;
