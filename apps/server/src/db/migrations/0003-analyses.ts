import type { Kysely } from "kysely";

/** Stored SEO analyses: headline facts as columns for the history list, the full report as JSON. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analyses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("final_url", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("seo_score", "integer")
    .addColumn("readability_score", "integer")
    .addColumn("performance_score", "integer")
    .addColumn("failed_checks", "integer", (c) => c.notNull())
    .addColumn("competitor_count", "integer", (c) => c.notNull())
    .addColumn("report", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("analyses_owner_created")
    .on("analyses")
    .columns(["owner_id", "created_at"])
    .execute();
}
