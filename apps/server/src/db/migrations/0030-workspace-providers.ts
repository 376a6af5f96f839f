import type { Kysely } from "kysely";

/**
 * The search-data providers a workspace connected (issue 30): the account's credentials sealed
 * with SECRETS_KEY (`sealed`), bound to the workspace and provider, and its login in the clear for
 * the settings page. A table of its own, so no other query ever reads them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("workspace_providers")
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("login", "text", (c) => c.notNull())
    .addColumn("sealed", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("workspace_providers_pk", ["workspace_id", "provider"])
    .execute();
}
