import { sql } from "kysely";
import { createAuth } from "../src/auth/create-auth";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { migrateApp } from "../src/db/migrate";
import type { JobQueue } from "../src/jobs/job-queue";
import { KyselyJobQueue } from "../src/jobs/kysely-job-queue";
import { PgBossJobQueue } from "../src/jobs/pg-boss-job-queue";
import { createLogger } from "../src/lib/logger";
import { createCaptureMailer } from "./capture-mailer";
import { openTestDatabase, type TestDatabaseKind } from "./databases";

/** A clock the test moves by hand: backoff, leases and cron due times without sleeping. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createTestClock(start = Date.UTC(2026, 10, 24, 12, 0, 0)): TestClock {
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}

/**
 * Two queues over the same jobs, as two processes see them (two connection
 * pools on PostgreSQL; one connection on SQLite, which has a single writer).
 */
export interface JobQueueFixture {
  queues: [JobQueue, JobQueue];
  clock: TestClock;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface JobQueueImplementation {
  name: string;
  databases: TestDatabaseKind[];
  /**
   * Whether the injected clock moves everything the queue measures. pg-boss
   * measures run_at and retry backoff with the database clock, so the contract
   * tests that move the clock for those are skipped for it (pg-boss-job-queue.test.ts
   * proves the same behaviour in real time).
   */
  injectedClock: boolean;
  /** `pollIntervalMs`: how often idle workers poll (TEST_POLL_MS unless a test needs them slow). */
  open(kind: TestDatabaseKind, options?: { pollIntervalMs?: number }): Promise<JobQueueFixture>;
}

/** Backoff the contract suite counts on: 1 s doubled per attempt, jitter pinned to its low end (half). */
export const TEST_BACKOFF = { baseMs: 1_000, maxMs: 60_000 };
export const TEST_POLL_MS = 5;

/** A migrated test database (Better Auth's tables first: workspaces reference users). */
export async function openMigratedTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  const database = await openTestDatabase(kind);
  await createAuth({
    db: database.db,
    dialect: database.dialect,
    publicUrl: "http://localhost:3000",
    secret: "test-secret-test-secret-test-secret-0123456789",
    mailer: createCaptureMailer(),
    logger: createLogger("silent"),
  });
  await migrateApp(database.db, database.dialect);
  return database;
}

/** Another pool on the same PostgreSQL schema: a second process. SQLite shares the handle. */
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.dialect === "sqlite") return { ...database, close: async () => {} };
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db))
    .rows[0]?.schema;
  return openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema, pgPoolSize: 4 });
}

export const kyselyJobQueue: JobQueueImplementation = {
  name: "kysely",
  databases: ["sqlite", "postgres"],
  injectedClock: true,
  async open(kind, options = {}) {
    const database = await openMigratedTestDatabase(kind);
    const other = await secondHandle(database);
    const clock = createTestClock();
    const queue = (handle: DatabaseHandle) =>
      new KyselyJobQueue({
        db: handle.db,
        dialect: handle.dialect,
        now: clock.now,
        pollIntervalMs: options.pollIntervalMs ?? TEST_POLL_MS,
        backoff: TEST_BACKOFF,
        random: () => 0,
        onError: (error) => {
          // A poll failing during a test is a bug in the queue, not noise.
          console.error("job queue poll failed", error);
        },
      });
    return {
      queues: [queue(database), queue(other)],
      clock,
      database,
      async close() {
        await other.close();
        await database.close();
      },
    };
  },
};

/** The schema of the test database's pool: pg-boss gets one beside it, dropped on close. */
async function currentSchema(database: DatabaseHandle): Promise<string> {
  const rows = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows;
  return rows[0]!.schema;
}

export const pgBossJobQueue: JobQueueImplementation = {
  name: "pg-boss",
  databases: ["postgres"],
  injectedClock: false,
  async open(kind, options = {}) {
    const database = await openMigratedTestDatabase(kind);
    const other = await secondHandle(database);
    const clock = createTestClock();
    const schema = `${await currentSchema(database)}_boss`;
    const queue = (handle: DatabaseHandle) =>
      PgBossJobQueue.open({
        connectionString: process.env.TEST_DATABASE_URL!,
        schema,
        db: handle.db,
        now: clock.now,
        pollIntervalMs: options.pollIntervalMs ?? TEST_POLL_MS,
        backoff: TEST_BACKOFF,
        onError: (error) => {
          console.error("job queue poll failed", error);
        },
      });
    // One at a time: both would install pg-boss's schema otherwise.
    const first = await queue(database);
    const second = await queue(other);
    return {
      queues: [first, second],
      clock,
      database,
      async close() {
        await second.close();
        await first.close();
        await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
        await other.close();
        await database.close();
      },
    };
  },
};

/** Every JobQueue implementation the contract suite runs against. */
export const jobQueueImplementations: JobQueueImplementation[] = [kyselyJobQueue, pgBossJobQueue];

/** Polls `check` until it holds (real time; the queues poll every few milliseconds). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(TEST_POLL_MS);
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A promise the test resolves by hand (a handler waiting for the test). */
export function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
