import type { Kysely } from "kysely";

/** Custom extraction (issue 28): each page's values of its crawl's extraction rules, as JSON. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("crawl_pages").addColumn("extracted", "text").execute();
}
