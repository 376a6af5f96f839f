import type { Kysely } from "kysely";

/**
 * Reports (issue 31). A report is a definition — a site and/or a project, a segment, a period, its
 * sections in order (JSON), the paper — with its schedule (cadence, recipients) beside it; every
 * output is built from it when asked, nothing rendered is stored. `report_deliveries` records
 * what went out per period and recipient (claimed before sending: once per period, whatever the
 * number of workers); `report_unsubscribes` keeps a recipient's one-click unsubscribe even when
 * the owner adds the address again. `report_shares` are read-only links, only their token's
 * SHA-256 stored. `report_branding` is a workspace's white label (Pro). `summary_deliveries` is
 * the weekly summary e-mail's once-a-week-per-member record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("site_id", "text", (c) => c.references("sites.id").onDelete("set null"))
    .addColumn("segment_id", "text", (c) => c.references("site_segments.id").onDelete("set null"))
    .addColumn("project_id", "text", (c) => c.references("projects.id").onDelete("set null"))
    // REPORT_PERIODS; from/to only for "custom" (YYYY-MM-DD).
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("from_date", "text")
    .addColumn("to_date", "text")
    // JSON: [{kind, text?}]
    .addColumn("sections", "text", (c) => c.notNull())
    .addColumn("paper", "text", (c) => c.notNull())
    // "off" | "weekly" | "monthly"
    .addColumn("cadence", "text", (c) => c.notNull().defaultTo("off"))
    // JSON: string[]
    .addColumn("recipients", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("last_sent_at", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("reports_workspace").on("reports").columns(["workspace_id", "name"]).execute();

  await db.schema
    .createTable("report_deliveries")
    .addColumn("report_id", "text", (c) => c.notNull().references("reports.id").onDelete("cascade"))
    // "2026-W48" or "2026-11": the period the e-mail covers.
    .addColumn("period_key", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("report_deliveries_once", ["report_id", "period_key", "recipient"])
    .execute();

  await db.schema
    .createTable("report_unsubscribes")
    .addColumn("report_id", "text", (c) => c.notNull().references("reports.id").onDelete("cascade"))
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addUniqueConstraint("report_unsubscribes_once", ["report_id", "recipient"])
    .execute();

  await db.schema
    .createTable("report_shares")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("report_id", "text", (c) => c.notNull().references("reports.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("last_opened_at", "text")
    .addColumn("opens", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("report_shares_report").on("report_shares").columns(["report_id"]).execute();

  await db.schema
    .createTable("report_branding")
    .addColumn("workspace_id", "text", (c) => c.primaryKey().references("workspaces.id").onDelete("cascade"))
    .addColumn("name", "text")
    // data: URL of a validated PNG or JPEG.
    .addColumn("logo", "text")
    .addColumn("accent_color", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("summary_deliveries")
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull())
    // "2026-W48": the ISO week the summary covers.
    .addColumn("week", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("summary_deliveries_once", ["workspace_id", "user_id", "week"])
    .execute();
}
