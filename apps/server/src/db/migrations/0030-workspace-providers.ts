import type { Kysely } from "kysely";

/**
 * The search-data providers a workspace connected (issue 30): the account's credentials sealed
 * with SECRETS_KEY (`sealed`), bound to the workspace and provider, and its login and market in the
 * clear for the settings page. A table of its own, so no other query ever reads them. And the
 * keyword numbers a provider gave, kept per workspace, market and language with the time they were
 * read, so a keyword is paid for once a month, not at every analysis.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("workspace_providers")
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("login", "text", (c) => c.notNull())
    .addColumn("location_code", "integer", (c) => c.notNull())
    .addColumn("sealed", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("workspace_providers_pk", ["workspace_id", "provider"])
    .execute();
  await db.schema
    .createTable("keyword_metrics")
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("location_code", "integer", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    .addColumn("keyword", "text", (c) => c.notNull())
    .addColumn("search_volume", "integer")
    .addColumn("competition", "real")
    .addColumn("difficulty", "real")
    .addColumn("read_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("keyword_metrics_pk", [
      "workspace_id",
      "provider",
      "location_code",
      "language_code",
      "keyword",
    ])
    .execute();
}
