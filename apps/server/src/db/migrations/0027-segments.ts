import type { Kysely } from "kysely";

/**
 * Segments (issue 28): a site's named slices of its crawls' pages, as conditions joined by AND or
 * OR (`definition`: SegmentDefinition as JSON). Names are unique per site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_segments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("definition", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("site_segments_site_name", ["site_id", "name"])
    .execute();
}
