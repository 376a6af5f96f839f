import type { DatabaseHandle } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import type { JobQueue } from "./job-queue";
import { KyselyJobQueue } from "./kysely-job-queue";
import { PgBossJobQueue } from "./pg-boss-job-queue";

/** The schema pg-boss installs itself in, beside the app's tables. */
export const PG_BOSS_SCHEMA = "pgboss";

export interface OpenedJobQueue {
  queue: JobQueue;
  /** Stops what the queue started (pg-boss's pool and supervisor); stop the workers first. */
  close(): Promise<void>;
}

/**
 * The job queue `env.jobQueue` names (ADR 013): pg-boss on PostgreSQL by
 * default, the embedded table queue otherwise. A database handle given by a
 * test without DATABASE_URL keeps the embedded queue: pg-boss opens its own
 * pool from the URL.
 */
export async function openJobQueue(
  env: Env,
  database: DatabaseHandle,
  options: { now: () => Date; logger: Logger },
): Promise<OpenedJobQueue> {
  const onError = (error: unknown) => options.logger.warn("job queue poll failed", { error: String(error) });
  if (env.jobQueue === "pg-boss" && env.DATABASE_URL && database.dialect === "postgres") {
    const queue = await PgBossJobQueue.open({
      connectionString: env.DATABASE_URL,
      schema: PG_BOSS_SCHEMA,
      db: database.db,
      now: options.now,
      onError,
    });
    return { queue, close: () => queue.close() };
  }
  const queue = new KyselyJobQueue({ db: database.db, dialect: database.dialect, now: options.now, onError });
  return { queue, close: async () => {} };
}
