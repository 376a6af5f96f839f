import type { Kysely } from "kysely";

/**
 * Where the start URL's http/https and www twins lead (issue 27): one row per address tried while
 * the crawl was seeded, the start's own root among them, so a site check can tell a site that
 * answers at two addresses from one that redirects them all to one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("crawl_start_variants")
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("is_start", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "integer")
    .addColumn("final_origin", "text")
    .addColumn("error", "text")
    .addPrimaryKeyConstraint("crawl_start_variants_pk", ["crawl_id", "url"])
    .execute();
}
