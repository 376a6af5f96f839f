import type { Kysely } from "kysely";

/** Custom search (issue 28): each page's counts of its crawl's searches, as JSON. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("crawl_pages").addColumn("searched", "text").execute();
}
