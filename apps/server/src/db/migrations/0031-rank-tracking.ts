import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/** Where the keywords of projects from before tracking are looked up: Google in the United States, English, desktop. */
const DEFAULT_LOCATION = 2840;
const DEFAULT_LANGUAGE = "en";

/**
 * Rank tracking (issue 30, ADR 039). A project's keywords become tracked keywords, each looked up
 * in one market, language and device, with the page meant to rank (`target_url`); the plain list in
 * `projects.keywords` is moved into them and dropped, so there is one list. Every check of a
 * keyword is a reading: its position, "not in the top 100", or a failure with its reason — never a
 * failure stored as a position. `confirmed_*` is the last position an alert was judged from, so a
 * move is reported once two readings agree on it. A project picks the provider its keywords are
 * checked with (`rank_provider`, null: not tracked); queued checks wait in `rank_tickets`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = dialectOf(db) === "sqlite";
  await db.schema
    .createTable("tracked_keywords")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("keyword", "text", (c) => c.notNull())
    .addColumn("target_url", "text")
    .addColumn("location_code", "integer", (c) => c.notNull())
    .addColumn("language_code", "text", (c) => c.notNull())
    // "desktop" | "mobile"
    .addColumn("device", "text", (c) => c.notNull())
    // "ranked" | "not_ranked" | null (no alert judged yet)
    .addColumn("confirmed_state", "text")
    .addColumn("confirmed_position", "integer")
    // The order keywords were entered in (a list the user typed keeps its order).
    .addColumn("ordinal", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("tracked_keywords_unique", [
      "project_id",
      "keyword",
      "location_code",
      "language_code",
      "device",
    ])
    .execute();

  await db.schema
    .createTable("rank_readings")
    .addColumn("id", sqlite ? "integer" : "serial", (c) => c.primaryKey())
    .addColumn("tracked_keyword_id", "text", (c) =>
      c.notNull().references("tracked_keywords.id").onDelete("cascade"),
    )
    .addColumn("provider", "text", (c) => c.notNull())
    // "schedule" | "manual"
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("checked_at", "text", (c) => c.notNull())
    // "ranked" | "not_ranked" | "failed"
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("position", "integer")
    .addColumn("url", "text")
    // JSON: [{url, position}] — every result of the project's site, for cannibalisation.
    .addColumn("own_results", "text", (c) => c.notNull().defaultTo("[]"))
    // JSON: string[]
    .addColumn("features", "text", (c) => c.notNull().defaultTo("[]"))
    // JSON: [{host, position | null}]
    .addColumn("competitors", "text", (c) => c.notNull().defaultTo("[]"))
    // A ProviderFailure code and the provider's words, for a failed reading.
    .addColumn("failure", "text")
    .addColumn("error", "text")
    .addColumn("cost", "real")
    .execute();
  await db.schema
    .createIndex("rank_readings_keyword_time")
    .on("rank_readings")
    .columns(["tracked_keyword_id", "checked_at"])
    .execute();

  await db.schema
    .createTable("rank_tickets")
    .addColumn("ticket", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("tracked_keyword_id", "text", (c) =>
      c.notNull().references("tracked_keywords.id").onDelete("cascade"),
    )
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("posted_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("rank_tickets_pk", ["provider", "ticket"])
    .execute();

  await db.schema.alterTable("projects").addColumn("rank_provider", "text").execute();
  await db.schema.alterTable("project_changes").addColumn("keyword", "text").execute();

  const projects = await sql<{ id: string; keywords: string; created_at: string }>`
    select id, keywords, created_at from projects`.execute(db);
  for (const project of projects.rows) {
    const keywords = [
      ...new Set(
        (JSON.parse(project.keywords) as string[]).map((k) => k.trim().replace(/\s+/g, " ").toLowerCase()),
      ),
    ];
    for (const [ordinal, keyword] of keywords.entries())
      await sql`insert into tracked_keywords
        (id, project_id, keyword, target_url, location_code, language_code, device, ordinal, created_at)
        values (${randomUUID()}, ${project.id}, ${keyword}, null, ${DEFAULT_LOCATION},
          ${DEFAULT_LANGUAGE}, 'desktop', ${ordinal}, ${project.created_at})`.execute(db);
  }
  await db.schema.alterTable("projects").dropColumn("keywords").execute();
}
