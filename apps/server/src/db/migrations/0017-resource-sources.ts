import { type Kysely, sql } from "kysely";

/**
 * A recrawl carries an unchanged (304) page's images, stylesheets and scripts over from the
 * previous crawl: the resources that page first led to, found by their first source (issue 27).
 * Only resources are indexed, so the crawl's page inserts pay nothing for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("crawl_urls_resource_source")
    .on("crawl_urls")
    .columns(["first_source_id"])
    .where(sql.ref("is_resource"), "=", 1)
    .execute();
}
