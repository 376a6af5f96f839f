import type { Kysely } from "kysely";

/**
 * External links checked (issue 27): each distinct external URL a crawl's pages link to, requested
 * once after the pages, with its answer. Kept apart from crawl_pages, which holds the site's own
 * URLs (its checks, counts and exports are about the site).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("crawl_external_checks")
    .addColumn("url_id", "integer", (c) => c.primaryKey().references("crawl_urls.id").onDelete("cascade"))
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    /** Null when no answer came (`error_code` says why). */
    .addColumn("status", "integer")
    /** A redirect's target. */
    .addColumn("location", "text")
    .addColumn("error_code", "text")
    .addColumn("checked_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("crawl_external_checks_crawl")
    .on("crawl_external_checks")
    .columns(["crawl_id", "status"])
    .execute();
}
