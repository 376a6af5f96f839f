import type { Kysely } from "kysely";

/** Fixed-window counters for our own rate limits (AI requests, API keys); shared by every app server. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_counters")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limit_counters_pk", ["key", "window_start"])
    .execute();
}
