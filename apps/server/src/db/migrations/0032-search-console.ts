import type { Kysely } from "kysely";

/**
 * Google Search Console (issue 30). The OAuth grant itself is a `workspace_providers` row (the
 * refresh token sealed with SECRETS_KEY, login = the Google account's e-mail); this adds:
 * - `reconnect_reason` on it: set when Google stopped honouring a stored grant (revoked,
 *   expired), so the page says "connect again" instead of failing silently at every import;
 * - `search_console_oauth_states`: the `state` of a connect in progress, hashed, bound to the
 *   user and workspace that started it, single use and expiring;
 * - `search_console_links`: the property a monitoring project reads, with its import's progress;
 * - `search_console_rows`: Search Analytics rows, one per workspace, property, day, query, page,
 *   country and device, so a re-import of a day replaces it instead of adding to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("workspace_providers").addColumn("reconnect_reason", "text").execute();
  await db.schema
    .createTable("search_console_oauth_states")
    .addColumn("state_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("return_to", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("search_console_links")
    .addColumn("project_id", "text", (c) => c.primaryKey().references("projects.id").onDelete("cascade"))
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("property", "text", (c) => c.notNull())
    .addColumn("linked_by", "text")
    .addColumn("linked_at", "text", (c) => c.notNull())
    .addColumn("imported_through", "text")
    .addColumn("last_import_at", "text")
    .addColumn("last_import_error", "text")
    .execute();
  await db.schema
    .createIndex("search_console_links_workspace")
    .on("search_console_links")
    .columns(["workspace_id", "property"])
    .execute();
  await db.schema
    .createTable("search_console_rows")
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("property", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("clicks", "integer", (c) => c.notNull())
    .addColumn("impressions", "integer", (c) => c.notNull())
    .addColumn("ctr", "real", (c) => c.notNull())
    .addColumn("position", "real", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_console_rows_pk", [
      "workspace_id",
      "property",
      "date",
      "query",
      "page",
      "country",
      "device",
    ])
    .execute();
  // Totals per page (site audits) and per query (rank tracking) over a window of days.
  await db.schema
    .createIndex("search_console_rows_page")
    .on("search_console_rows")
    .columns(["workspace_id", "property", "page", "date"])
    .execute();
  await db.schema
    .createIndex("search_console_rows_query")
    .on("search_console_rows")
    .columns(["workspace_id", "property", "query", "date"])
    .execute();
}
