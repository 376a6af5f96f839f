import { type Kysely, sql } from "kysely";

/**
 * The embedded job queue (ADR 013): one row per job, one per cron schedule.
 * Times are ISO-8601 text like every app table; they compare correctly as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    // JSON text.
    .addColumn("payload", "text", (c) => c.notNull())
    // "queued" | "running" | "completed" | "failed" | "cancelled"
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("singleton_key", "text")
    .addColumn("workspace_id", "text", (c) => c.references("workspaces.id").onDelete("cascade"))
    // Claims so far, the running one included.
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull())
    // Not claimed before this time (a delayed job, or a retry's backoff).
    .addColumn("run_at", "text", (c) => c.notNull())
    // The lease of a running job: past it, another worker may claim the job again.
    .addColumn("locked_until", "text")
    // The claim's own token: a worker that lost its lease can no longer finish the job.
    .addColumn("locked_by", "text")
    // JSON text the handler reported last.
    .addColumn("progress", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  // Claiming: the oldest due job of a kind, queued or with an expired lease.
  await db.schema.createIndex("jobs_claim").on("jobs").columns(["kind", "state", "run_at"]).execute();
  // One open job per singleton key of a kind; enqueueing another returns it.
  await db.schema
    .createIndex("jobs_singleton_open")
    .on("jobs")
    .columns(["kind", "singleton_key"])
    .unique()
    .where(sql<boolean>`state in ('queued', 'running')`)
    .execute();
  await db.schema.createIndex("jobs_workspace").on("jobs").column("workspace_id").execute();

  await db.schema
    .createTable("job_schedules")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("cron", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    // JSON text: the payload of every job the schedule enqueues.
    .addColumn("payload", "text", (c) => c.notNull())
    // The next due time; a tick that moves it forward (compare-and-set) is the one that enqueues.
    .addColumn("next_run_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("job_schedules_due").on("job_schedules").column("next_run_at").execute();
}
