import type { Kysely } from "kysely";

/**
 * Issues a team can manage (issue 27): a site's rules over its issues (ignore a whole check, one
 * URL or a URL pattern for one check, or give a check another severity), each with a note and who
 * made it; and on every issue row, the rule that ignores it. Rows are kept, not deleted, so the
 * exports and the issue list can say what was ignored and by which rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_issue_rules")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
    .addColumn("check_id", "text", (c) => c.notNull())
    /** "check" (the whole check), "url" (one URL) or "pattern" (a path pattern, as crawl settings take them). */
    .addColumn("scope", "text", (c) => c.notNull())
    /** The URL or the pattern; null for the whole check. */
    .addColumn("target", "text")
    /** "mute" (ignore) or a severity ("error", "warning", "notice"; whole-check rules only). */
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("site_issue_rules_site").on("site_issue_rules").columns(["site_id"]).execute();
  await db.schema.alterTable("crawl_issues").addColumn("ignored_by", "text").execute();
}
