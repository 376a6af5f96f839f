import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * Workspaces own everything (ADR 012). Creates the workspace tables, gives every
 * existing account a personal workspace (owner; plan, usage and Stripe billing
 * moved from the account), and rebuilds content, revisions, analyses and API
 * keys with `workspace_id` in place of their owner column. SQLite cannot drop a
 * column that is part of a foreign key, so the four tables are rebuilt (create,
 * copy, drop, rename: SQLite's documented way), the same code on PostgreSQL.
 *
 * All of it is one transaction on both databases: Kysely's migrator wraps a
 * PostgreSQL migration in one; on SQLite (no transactional DDL in Kysely's
 * eyes) we open it ourselves, with foreign keys off so the rebuild does not
 * cascade, and check them before committing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        await migrate(trx);
        const broken = await sql`pragma foreign_key_check`.execute(trx);
        if (broken.rows.length > 0)
          throw new Error(`foreign key check failed: ${JSON.stringify(broken.rows)}`);
      });
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  } else {
    await migrate(db);
  }
}

async function migrate(db: Kysely<unknown>): Promise<void> {
  await createWorkspaceTables(db);
  await createPersonalWorkspaces(db);
  await moveAccountPlansAndBilling(db);
  await rebuildContent(db);
  await rebuildAnalyses(db);
  await rebuildApiKeys(db);
}

async function createWorkspaceTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("workspaces")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    // "basic" | "pro": the workspace's plan (billing, operator CLI).
    .addColumn("plan", "text", (c) => c.notNull().defaultTo("basic"))
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("workspace_members")
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("workspace_members_pk", ["workspace_id", "user_id"])
    .execute();
  // A user's workspaces (switcher, request resolution).
  await db.schema
    .createIndex("workspace_members_user")
    .on("workspace_members")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("workspace_invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    // Lower-cased; accepting needs an account with this address.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    // Hex SHA-256 of the token in the e-mailed link; the link itself is never stored.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("accepted_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("revoked_at", "text")
    .execute();
  // At most one open invitation per address and workspace, even under concurrent requests.
  await db.schema
    .createIndex("workspace_invitations_open_email")
    .on("workspace_invitations")
    .columns(["workspace_id", "email"])
    .unique()
    .where(sql.ref("accepted_at"), "is", null)
    .where(sql.ref("revoked_at"), "is", null)
    .execute();

  await db.schema
    .createTable("session_workspaces")
    .addColumn("session_id", "text", (c) => c.primaryKey().references("session.id").onDelete("cascade"))
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .execute();

  await db.schema
    .createTable("activity_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("actor_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("type", "text", (c) => c.notNull())
    // The sentence shown, written when it happened (names as they were then).
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("activity_log_workspace_created")
    .on("activity_log")
    .columns(["workspace_id", "created_at", "id"])
    .execute();
  // The 180-day retention sweep.
  await db.schema.createIndex("activity_log_created").on("activity_log").column("created_at").execute();
}

interface AccountRow {
  id: string;
  name: string;
  email: string;
  plan: string | null;
}

/** One workspace per account without any membership (so running it again adds nothing). */
async function createPersonalWorkspaces(db: Kysely<unknown>): Promise<void> {
  const accounts = await sql<AccountRow>`
    select u.id, u.name, u.email, u.plan from "user" u
    where not exists (select 1 from workspace_members m where m.user_id = u.id)`.execute(db);
  const now = new Date().toISOString();
  for (const account of accounts.rows) {
    const id = randomUUID();
    const name = personalWorkspaceName(account.name, account.email);
    const plan = account.plan === "pro" ? "pro" : "basic";
    await sql`insert into workspaces (id, name, plan, created_by, created_at, updated_at)
      values (${id}, ${name}, ${plan}, ${account.id}, ${now}, ${now})`.execute(db);
    await sql`insert into workspace_members (workspace_id, user_id, role, created_at)
      values (${id}, ${account.id}, 'owner', ${now})`.execute(db);
  }
}

/** The same naming as sign-up's (workspaces/personal-workspace-name.ts), frozen here. */
function personalWorkspaceName(name: string, email: string): string {
  const who = name.trim() || email.split("@")[0] || "My";
  return `${who}'s workspace`.slice(0, 60);
}

/** Each account's usage counters and Stripe customer become its personal workspace's. */
async function moveAccountPlansAndBilling(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("workspace_usage_counters")
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    // Calendar month in UTC, "YYYY-MM".
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("workspace_usage_counters_pk", ["workspace_id", "period"])
    .execute();
  await sql`insert into workspace_usage_counters (workspace_id, period, count)
    select w.id, u.period, u.count from usage_counters u join workspaces w on w.created_by = u.user_id`.execute(
    db,
  );
  await db.schema.dropTable("usage_counters").execute();

  await db.schema
    .createTable("workspace_billing")
    .addColumn("workspace_id", "text", (c) => c.primaryKey().references("workspaces.id").onDelete("cascade"))
    .addColumn("stripe_customer_id", "text", (c) => c.unique())
    .addColumn("subscription_id", "text")
    .addColumn("subscription_status", "text")
    // Unix seconds of the newest Stripe event applied; older deliveries (Stripe does not order them) are ignored.
    .addColumn("last_event_at", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await sql`insert into workspace_billing
      (workspace_id, stripe_customer_id, subscription_id, subscription_status, last_event_at, updated_at)
    select w.id, b.stripe_customer_id, b.subscription_id, b.subscription_status, b.last_event_at, b.updated_at
    from billing_customers b join workspaces w on w.created_by = b.user_id`.execute(db);
  await db.schema.dropTable("billing_customers").execute();
}

async function rebuildContent(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_items_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    // Authors are kept as references that outlive their accounts (set null): the work stays with the workspace.
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("type", "text", (c) => c.notNull().defaultTo("seo"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("meta_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("focus_keyphrase", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("target_keywords", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await sql`insert into content_items_next (id, workspace_id, created_by, updated_by, title, content, type, status,
      meta_description, focus_keyphrase, target_keywords, version, created_at, updated_at)
    select c.id, w.id, c.owner_id, c.owner_id, c.title, c.content, c.type, c.status,
      c.meta_description, c.focus_keyphrase, c.target_keywords, c.version, c.created_at, c.updated_at
    from content_items c join workspaces w on w.created_by = c.owner_id`.execute(db);

  await db.schema
    .createTable("content_revisions_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("content_id", "text", (c) =>
      c.notNull().references("content_items_next.id").onDelete("cascade"),
    )
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("saved_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addColumn("focus_keyphrase", "text", (c) => c.notNull())
    .addColumn("target_keywords", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`insert into content_revisions_next (id, content_id, workspace_id, saved_by, version, title, content,
      type, status, meta_description, focus_keyphrase, target_keywords, source, note, created_at)
    select r.id, r.content_id, w.id, r.owner_id, r.version, r.title, r.content,
      r.type, r.status, r.meta_description, r.focus_keyphrase, r.target_keywords, r.source, r.note, r.created_at
    from content_revisions r join workspaces w on w.created_by = r.owner_id`.execute(db);

  await db.schema.dropTable("content_revisions").execute();
  await db.schema.dropTable("content_items").execute();
  await db.schema.alterTable("content_items_next").renameTo("content_items").execute();
  await db.schema.alterTable("content_revisions_next").renameTo("content_revisions").execute();

  // The library list: one workspace's items, newest updated first; id breaks ties so paging is stable.
  await db.schema
    .createIndex("content_items_workspace_updated")
    .on("content_items")
    .columns(["workspace_id", "updated_at", "id"])
    .execute();
  // One revision per version of an item; also serves the history list (newest version first).
  await db.schema
    .createIndex("content_revisions_content_version")
    .on("content_revisions")
    .columns(["content_id", "version"])
    .unique()
    .execute();
}

async function rebuildAnalyses(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analyses_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("final_url", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("seo_score", "integer")
    .addColumn("readability_score", "integer")
    .addColumn("performance_score", "integer")
    .addColumn("failed_checks", "integer", (c) => c.notNull())
    .addColumn("competitor_count", "integer", (c) => c.notNull())
    .addColumn("report", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`insert into analyses_next (id, workspace_id, created_by, url, final_url, title, seo_score,
      readability_score, performance_score, failed_checks, competitor_count, report, created_at)
    select a.id, w.id, a.owner_id, a.url, a.final_url, a.title, a.seo_score,
      a.readability_score, a.performance_score, a.failed_checks, a.competitor_count, a.report, a.created_at
    from analyses a join workspaces w on w.created_by = a.owner_id`.execute(db);
  await db.schema.dropTable("analyses").execute();
  await db.schema.alterTable("analyses_next").renameTo("analyses").execute();
  await db.schema
    .createIndex("analyses_workspace_created")
    .on("analyses")
    .columns(["workspace_id", "created_at"])
    .execute();
}

async function rebuildApiKeys(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("api_keys_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    // A key acts with its creator's role and goes with their account.
    .addColumn("created_by", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("last_four", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await sql`insert into api_keys_next (id, workspace_id, created_by, name, key_hash, prefix, last_four,
      created_at, last_used_at, revoked_at)
    select k.id, w.id, k.user_id, k.name, k.key_hash, k.prefix, k.last_four, k.created_at, k.last_used_at, k.revoked_at
    from api_keys k join workspaces w on w.created_by = k.user_id`.execute(db);
  await db.schema.dropTable("api_keys").execute();
  await db.schema.alterTable("api_keys_next").renameTo("api_keys").execute();
  await db.schema
    .createIndex("api_keys_workspace")
    .on("api_keys")
    .columns(["workspace_id", "created_at"])
    .execute();
}
