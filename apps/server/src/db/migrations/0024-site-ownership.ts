import type { Kysely } from "kysely";

/**
 * Site ownership verification (issue 28, ADR 029): the site's token, and for which host it was
 * last verified, how and when; or why the last attempt failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_ownership")
    .addColumn("site_id", "text", (c) => c.primaryKey().references("sites.id").onDelete("cascade"))
    .addColumn("token", "text", (c) => c.notNull())
    .addColumn("verified_host", "text")
    .addColumn("verified_at", "text")
    .addColumn("method", "text")
    .addColumn("failed_at", "text")
    .addColumn("failure", "text")
    .execute();
}
