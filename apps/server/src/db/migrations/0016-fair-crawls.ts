import { type Kysely, sql } from "kysely";

/**
 * Fair crawling (issue 25, ADR 019): job priorities (a workspace's first crawl goes before any
 * workspace's second), and on crawls the lease of the worker running one now and the time it
 * started waiting, so the server counts the crawls a workspace runs at once and tells a waiting
 * crawl its place in the queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("jobs")
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex("jobs_claim").execute();
  await db.schema
    .createIndex("jobs_claim")
    .on("jobs")
    .columns(["kind", "state", "priority", "run_at"])
    .execute();
  await db.schema.alterTable("crawls").addColumn("running_until", "text").execute();
  await db.schema.alterTable("crawls").addColumn("waiting_since", "text").execute();
  // Crawls waiting now keep their place: since they were created.
  await sql`update crawls set waiting_since = created_at where state in ('queued', 'running')`.execute(db);
}
