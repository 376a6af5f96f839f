import type { Kysely } from "kysely";

/**
 * Access to staging and private sites (issue 28): headers, cookies and basic auth sealed with
 * SECRETS_KEY (`sealed`), and their names in the clear (`summary`, JSON) so the settings page can
 * list them without opening anything. A table of its own, so no query of `sites` ever reads them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_access")
    .addColumn("site_id", "text", (c) => c.primaryKey().references("sites.id").onDelete("cascade"))
    .addColumn("sealed", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
