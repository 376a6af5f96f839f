import type { Kysely } from "kysely";

/**
 * What a finished crawl knows about each URL's place in the site (issue 27): its internal link
 * score and the distinct pages that link to it with a followed link, both written once the crawl's
 * link graph is complete (link-scores.ts), and the structured-data types an HTML page declares.
 * Null until computed, and for URLs outside the graph (resources).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("crawl_pages").addColumn("link_score", "integer").execute();
  await db.schema.alterTable("crawl_pages").addColumn("unique_inlinks", "integer").execute();
  /** JSON text: the page's JSON-LD @types, in order of appearance; null when it declares none. */
  await db.schema.alterTable("crawl_pages").addColumn("schema_types", "text").execute();
}
