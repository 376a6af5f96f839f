import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema";

/**
 * Every row of a user and of the workspaces they belong to, in a stable order:
 * compare a snapshot before and after an attack to prove that nothing of
 * theirs changed. `session` and `session_workspaces` are left out (Better Auth
 * touches sessions on reads).
 */
export async function ownerSnapshot(db: Kysely<Database>, userId: string): Promise<string> {
  const memberships = await db
    .selectFrom("workspace_members")
    .select("workspace_id")
    .where("user_id", "=", userId)
    .execute();
  const ids = memberships.map((m) => m.workspace_id);
  if (ids.length === 0) throw new Error("ownerSnapshot: the user has no workspace");
  const [
    user,
    preferences,
    workspaces,
    members,
    invitations,
    content,
    revisions,
    analyses,
    apiKeys,
    usage,
    billing,
    activity,
    support,
    sites,
    issueRules,
    crawls,
    projects,
    alertSettings,
    reports,
  ] = await Promise.all([
    db.selectFrom("user").selectAll().where("id", "=", userId).execute(),
    db.selectFrom("preferences").selectAll().where("user_id", "=", userId).execute(),
    db.selectFrom("workspaces").selectAll().where("id", "in", ids).orderBy("id").execute(),
    db
      .selectFrom("workspace_members")
      .selectAll()
      .where("workspace_id", "in", ids)
      .orderBy("workspace_id")
      .orderBy("user_id")
      .execute(),
    db
      .selectFrom("workspace_invitations")
      .selectAll()
      .where("workspace_id", "in", ids)
      .orderBy("id")
      .execute(),
    db.selectFrom("content_items").selectAll().where("workspace_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("content_revisions").selectAll().where("workspace_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("analyses").selectAll().where("workspace_id", "in", ids).orderBy("id").execute(),
    // Without last_used_at: a key's own request records its use, even one the policy refuses.
    db
      .selectFrom("api_keys")
      .select([
        "id",
        "workspace_id",
        "created_by",
        "name",
        "key_hash",
        "prefix",
        "last_four",
        "created_at",
        "revoked_at",
      ])
      .where("workspace_id", "in", ids)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("workspace_usage_counters")
      .selectAll()
      .where("workspace_id", "in", ids)
      .orderBy("workspace_id")
      .orderBy("period")
      .execute(),
    db
      .selectFrom("workspace_billing")
      .selectAll()
      .where("workspace_id", "in", ids)
      .orderBy("workspace_id")
      .execute(),
    db.selectFrom("activity_log").selectAll().where("workspace_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("support_requests").selectAll().where("workspace_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("sites").selectAll().where("workspace_id", "in", ids).orderBy("id").execute(),
    db
      .selectFrom("site_issue_rules as r")
      .innerJoin("sites as s", "s.id", "r.site_id")
      .selectAll("r")
      .where("s.workspace_id", "in", ids)
      .orderBy("r.id")
      .execute(),
    db.selectFrom("crawls").selectAll().where("workspace_id", "in", ids).orderBy("id").execute(),
    projectRows(db, ids),
    db
      .selectFrom("alert_settings")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("workspace_id")
      .execute(),
    reportRows(db, ids),
  ]);
  return JSON.stringify({
    user,
    preferences,
    workspaces,
    members,
    invitations,
    content,
    revisions,
    analyses,
    apiKeys,
    usage,
    billing,
    activity,
    support,
    sites,
    issueRules,
    crawls,
    projects,
    alertSettings,
    reports,
  });
}

/** The workspaces' reports with their share links (counted opens left out: opening a link is a read) and branding. */
async function reportRows(db: Kysely<Database>, workspaceIds: string[]) {
  const reports = await db
    .selectFrom("reports")
    .selectAll()
    .where("workspace_id", "in", workspaceIds)
    .orderBy("id")
    .execute();
  const ids = reports.map((r) => r.id);
  const shares =
    ids.length === 0
      ? []
      : await db
          .selectFrom("report_shares")
          .select(["id", "report_id", "token_hash", "created_by", "created_at", "expires_at", "revoked_at"])
          .where("report_id", "in", ids)
          .orderBy("id")
          .execute();
  const branding = await db
    .selectFrom("report_branding")
    .selectAll()
    .where("workspace_id", "in", workspaceIds)
    .execute();
  return { reports, shares, branding };
}

/** The workspaces' monitoring projects with everything under them. */
async function projectRows(db: Kysely<Database>, workspaceIds: string[]) {
  const projects = await db
    .selectFrom("projects")
    .selectAll()
    .where("workspace_id", "in", workspaceIds)
    .orderBy("id")
    .execute();
  const ids = projects.map((p) => p.id);
  if (ids.length === 0) return { projects };
  const [competitors, pages, runs, changes, visits] = await Promise.all([
    db.selectFrom("project_competitors").selectAll().where("project_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("project_pages").selectAll().where("project_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("project_runs").selectAll().where("project_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("project_changes").selectAll().where("project_id", "in", ids).orderBy("id").execute(),
    db
      .selectFrom("project_visits")
      .selectAll()
      .where("project_id", "in", ids)
      .orderBy("project_id")
      .orderBy("user_id")
      .execute(),
  ]);
  const pageIds = pages.map((p) => Number(p.id));
  const observations =
    pageIds.length === 0
      ? []
      : await db
          .selectFrom("page_observations")
          .selectAll()
          .where("page_id", "in", pageIds)
          .orderBy("id")
          .execute();
  return { projects, competitors, pages, runs, changes, visits, observations };
}

/** How many rows all users have in the tables an unsafe request could add to. */
export async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = [
    "content_items",
    "content_revisions",
    "analyses",
    "api_keys",
    "contact_messages",
    "workspace_usage_counters",
    "preferences",
    "workspace_billing",
    "workspaces",
    "workspace_members",
    "workspace_invitations",
    "activity_log",
    "support_requests",
    "sites",
    "crawls",
    "projects",
    "project_pages",
    "project_runs",
    "alert_settings",
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
