import type { Kysely } from "kysely";

/**
 * List and sitemap crawls (issue 28, ADR 027): a crawl's mode, the sitemap a sitemap crawl reads,
 * and the URLs a list crawl was given, as given, until the crawl's first run admits them (robots.txt
 * is read then, not in the request that starts the crawl).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("crawls")
    .addColumn("mode", "text", (c) => c.notNull().defaultTo("spider"))
    .execute();
  await db.schema.alterTable("crawls").addColumn("sitemap_url", "text").execute();
  await db.schema
    .createTable("crawl_list_urls")
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("crawl_list_urls_pk", ["crawl_id", "position"])
    .execute();
}
