import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";
import { dialectOf } from "../dialect";

/**
 * Monitoring (issue 17, ADR 017): projects, what they track, every run and every observation of a
 * tracked page, the changes detected between observations, and who was told about which change.
 *
 * History is kept compactly: an observation is one narrow row of facts (no report, no HTML); the
 * main text, needed for word diffs, is stored once per distinct text (`page_texts`, keyed by its
 * SHA-256), so a page that does not change adds a row of a few hundred bytes a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = dialectOf(db) === "sqlite";
  const withAutoId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    sqlite
      ? table.addColumn("id", "integer", (c) => c.primaryKey())
      : table.addColumn("id", "serial", (c) => c.primaryKey());
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await db.schema
    .createTable("projects")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("site_url", "text", (c) => c.notNull())
    // The site audit site recrawled on crawl_schedule; set when the first recrawl creates or finds it.
    .addColumn("site_id", "text", (c) => c.references("sites.id").onDelete("set null"))
    // "daily" | "weekly" | "off"
    .addColumn("page_schedule", "text", (c) => c.notNull())
    // "weekly" | "monthly" | "off"
    .addColumn("crawl_schedule", "text", (c) => c.notNull())
    // JSON text: ChangeRules ({ [changeType]: "mute" | "critical" | "warning" | "info" }).
    .addColumn("rules", "text", (c) => c.notNull().defaultTo("{}"))
    // JSON text: the keywords (rank monitoring and keyword gaps).
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("last_check_at", "text")
    .execute();
  await db.schema
    .createIndex("projects_workspace")
    .on("projects")
    .columns(["workspace_id", "created_at"])
    .execute();

  await db.schema
    .createTable("project_competitors")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("project_competitors_host", ["project_id", "host"])
    .execute();

  // Tracked pages: the project's own (competitor_id null) and competitors'.
  await db.schema
    .createTable("project_pages")
    .$call(withAutoId)
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("competitor_id", "text", (c) => c.references("project_competitors.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("project_pages_url", ["project_id", "url"])
    .execute();

  // A competitor's URLs as its sitemap lists them: new and removed pages are changes.
  await db.schema
    .createTable("competitor_urls")
    .$call(withAutoId)
    .addColumn("competitor_id", "text", (c) =>
      c.notNull().references("project_competitors.id").onDelete("cascade"),
    )
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("first_seen_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("removed_at", "text")
    .addUniqueConstraint("competitor_urls_url", ["competitor_id", "url"])
    .execute();

  await db.schema
    .createTable("project_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("job_id", "text")
    // "schedule" | "manual"
    .addColumn("trigger", "text", (c) => c.notNull())
    // The schedule's period ("2026-11-24" daily, "2026-W48" weekly) or "manual:<id>": one run per
    // project and period, however many workers and retries.
    .addColumn("period_key", "text", (c) => c.notNull())
    // "queued" | "running" | "completed" | "failed"
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("pages_total", "integer", flag)
    .addColumn("pages_done", "integer", flag)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addUniqueConstraint("project_runs_period", ["project_id", "period_key"])
    .execute();

  await db.schema
    .createTable("page_texts")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("page_observations")
    .$call(withAutoId)
    .addColumn("page_id", "integer", (c) => c.notNull().references("project_pages.id").onDelete("cascade"))
    .addColumn("run_id", "text", (c) => c.notNull().references("project_runs.id").onDelete("cascade"))
    .addColumn("observed_at", "text", (c) => c.notNull())
    .addColumn("status", "integer")
    .addColumn("error_code", "text")
    .addColumn("final_url", "text")
    // 1 allowed, 0 blocked, null unknown.
    .addColumn("robots_allowed", "integer")
    .addColumn("title", "text")
    .addColumn("meta_description", "text")
    .addColumn("h1", "text")
    .addColumn("canonical", "text")
    .addColumn("robots", "text")
    .addColumn("noindex", "integer", flag)
    .addColumn("word_count", "integer")
    .addColumn("seo_score", "integer")
    .addColumn("readability_score", "integer")
    .addColumn("performance_score", "integer")
    // JSON text: ids of the failing checks.
    .addColumn("failing_checks", "text", (c) => c.notNull().defaultTo("[]"))
    // JSON text: the page's top keywords (keyword gaps against competitors).
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("text_hash", "text", (c) => c.references("page_texts.hash"))
    .addUniqueConstraint("page_observations_run", ["page_id", "run_id"])
    .execute();
  await db.schema
    .createIndex("page_observations_page")
    .on("page_observations")
    .columns(["page_id", "observed_at"])
    .execute();

  await db.schema
    .createTable("project_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    // Null for a competitor's sitemap changes (a page added or removed is not a tracked page).
    .addColumn("page_id", "integer", (c) => c.references("project_pages.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("competitor_id", "text", (c) => c.references("project_competitors.id").onDelete("cascade"))
    .addColumn("observation_id", "integer", (c) => c.references("page_observations.id").onDelete("cascade"))
    .addColumn("previous_observation_id", "integer")
    .addColumn("type", "text", (c) => c.notNull())
    // After the project's rules, when detected.
    .addColumn("severity", "text", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .addColumn("detected_at", "text", (c) => c.notNull())
    // What makes a change the same change: a retried run finds it again and adds nothing.
    .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createIndex("project_changes_project")
    .on("project_changes")
    .columns(["project_id", "detected_at"])
    .execute();

  // Settings' three switches, per user and workspace (a missing row: the user's account preferences).
  await db.schema
    .createTable("alert_settings")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("email_notifications", "integer", (c) => c.notNull())
    .addColumn("content_alerts", "integer", (c) => c.notNull())
    .addColumn("ranking_alerts", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("alert_settings_pk", ["user_id", "workspace_id"])
    .execute();

  // Who was told about which change, and how: never the same change twice to the same person.
  await db.schema
    .createTable("alert_deliveries")
    .$call(withAutoId)
    .addColumn("change_id", "text", (c) => c.notNull().references("project_changes.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    // "immediate" | "digest"
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("alert_deliveries_once", ["change_id", "user_id"])
    .execute();

  // When each member last opened a project: "alerts since your last visit" on the dashboard.
  await db.schema
    .createTable("project_visits")
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("seen_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("project_visits_pk", ["project_id", "user_id"])
    .execute();
}
