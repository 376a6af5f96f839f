import type { Kysely } from "kysely";

/** Notification toggles, one row per user, created lazily with all toggles on. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("preferences")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("email_notifications", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("content_alerts", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("ranking_alerts", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
