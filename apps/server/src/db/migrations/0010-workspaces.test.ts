import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabaseAtMigration } from "../../../test/database-at-migration";
import { testDatabaseKinds } from "../../../test/databases";
import type { DatabaseHandle } from "../client";
import { migrateApp } from "../migrate";

/**
 * Migration 0010 on a database filled as the app left it before workspaces:
 * two accounts (one on Pro, with a Stripe customer) with rows in every table
 * the migration touches. Everything must land in the right personal
 * workspace, nothing may be lost, and running the migrator again changes nothing.
 */
describe.each(testDatabaseKinds())("migration 0010-workspaces [%s]", (kind) => {
  let database: DatabaseHandle;
  // biome-ignore lint/suspicious/noExplicitAny: the old schema is not the app's typed one
  let db: Kysely<any>;
  const at = "2026-10-01T10:00:00.000Z";

  beforeEach(async () => {
    database = await openDatabaseAtMigration(kind, "0009-sign-in-device-generations");
    db = database.db;
  });
  afterEach(async () => {
    await database.close();
  });

  async function seedOldSchema() {
    for (const [id, name, plan] of [
      ["u-ana", "Ana", "pro"],
      ["u-bo", "", "basic"],
    ] as const) {
      await db
        .insertInto("user")
        .values({
          id,
          name,
          email: `${id}@example.com`,
          emailVerified: 0,
          createdAt: at,
          updatedAt: at,
          plan,
        })
        .execute();
      await db
        .insertInto("preferences")
        .values({ user_id: id, email_notifications: 1, content_alerts: 0, ranking_alerts: 1, updated_at: at })
        .execute();
      for (const n of [1, 2]) {
        const item = `${id}-item-${n}`;
        await db
          .insertInto("content_items")
          .values({
            id: item,
            owner_id: id,
            created_by: id,
            title: `${name || "Bo"} ${n}`,
            content: "Body",
            type: "seo",
            status: "draft",
            meta_description: "",
            focus_keyphrase: "",
            target_keywords: "[]",
            version: 2,
            created_at: at,
            updated_at: at,
          })
          .execute();
        for (const version of [1, 2]) {
          await db
            .insertInto("content_revisions")
            .values({
              id: `${item}-r${version}`,
              content_id: item,
              owner_id: id,
              version,
              title: `v${version}`,
              content: "Body",
              type: "seo",
              status: "draft",
              meta_description: "",
              focus_keyphrase: "",
              target_keywords: "[]",
              source: "save",
              note: null,
              created_at: at,
            })
            .execute();
        }
      }
      await db
        .insertInto("analyses")
        .values({
          id: `${id}-analysis`,
          owner_id: id,
          url: "https://example.com/",
          final_url: "https://example.com/",
          title: "Example",
          seo_score: 80,
          readability_score: 60,
          performance_score: 90,
          failed_checks: 3,
          competitor_count: 0,
          report: "{}",
          created_at: at,
        })
        .execute();
      await db.insertInto("usage_counters").values({ user_id: id, period: "2026-10", count: 4 }).execute();
      await db
        .insertInto("api_keys")
        .values({
          id: `${id}-key`,
          user_id: id,
          name: "CI",
          key_hash: `hash-${id}`,
          prefix: "rl_live_Ab",
          last_four: "wxyz",
          created_at: at,
          last_used_at: null,
          revoked_at: null,
        })
        .execute();
    }
    await db
      .insertInto("billing_customers")
      .values({
        user_id: "u-ana",
        stripe_customer_id: "cus_ana",
        subscription_id: "sub_ana",
        subscription_status: "active",
        last_event_at: 1_790_000_000,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto("billing_events")
      .values({ id: "evt_1", type: "checkout.session.completed", received_at: at })
      .execute();
    await db
      .insertInto("contact_messages")
      .values({
        id: "m1",
        name: "X",
        email: "x@example.com",
        subject: "Hi",
        message: "Hello",
        created_at: at,
        mailed_at: null,
      })
      .execute();
  }

  /** Everything that says where each row went, in a stable order. */
  async function placement() {
    const workspaces = await db
      .selectFrom("workspaces")
      .select(["id", "name", "plan", "created_by"])
      .orderBy("name")
      .execute();
    const byOwner = Object.fromEntries(
      workspaces.map((w: { created_by: string; id: string }) => [w.created_by, w.id]),
    );
    const owner = (workspaceId: string) => Object.keys(byOwner).find((user) => byOwner[user] === workspaceId);
    type Row = Record<string, unknown>;
    const rows = async (table: string, columns: string[]): Promise<Row[]> =>
      (await db.selectFrom(table).select(columns).orderBy("id").execute()).map((r: Row) => ({
        ...r,
        workspace_id: owner(String(r.workspace_id)),
      }));
    return {
      workspaces: workspaces.map((w: { name: string; plan: string; created_by: string }) => [
        w.name,
        w.plan,
        w.created_by,
      ]),
      members: await db
        .selectFrom("workspace_members")
        .select(["user_id", "role"])
        .orderBy("user_id")
        .execute(),
      content: await rows("content_items", ["id", "workspace_id", "created_by", "updated_by", "version"]),
      revisions: await rows("content_revisions", ["id", "workspace_id", "saved_by", "version"]),
      analyses: await rows("analyses", ["id", "workspace_id", "created_by", "seo_score"]),
      keys: await rows("api_keys", ["id", "workspace_id", "created_by", "key_hash"]),
      usage: (await db.selectFrom("workspace_usage_counters").selectAll().execute()).map((r: Row) => [
        owner(String(r.workspace_id)),
        r.period,
        Number(r.count),
      ]),
      billing: (await db.selectFrom("workspace_billing").selectAll().execute()).map((r: Row) => [
        owner(String(r.workspace_id)),
        r.stripe_customer_id,
        r.subscription_status,
        Number(r.last_event_at),
      ]),
      untouched: [
        (await db.selectFrom("preferences").selectAll().execute()).length,
        (await db.selectFrom("billing_events").selectAll().execute()).length,
        (await db.selectFrom("contact_messages").selectAll().execute()).length,
      ],
    };
  }

  it("moves every account's work, plan, usage and billing into its own workspace, and is safe to run again", async () => {
    await seedOldSchema();
    await migrateApp(db, database.dialect);
    const after = await placement();

    expect(after.workspaces).toEqual([
      ["Ana's workspace", "pro", "u-ana"],
      ["u-bo's workspace", "basic", "u-bo"],
    ]);
    expect(after.members).toEqual([
      { user_id: "u-ana", role: "owner" },
      { user_id: "u-bo", role: "owner" },
    ]);
    expect(after.content).toEqual(
      ["u-ana", "u-bo"].flatMap((u) =>
        [1, 2].map((n) => ({
          id: `${u}-item-${n}`,
          workspace_id: u,
          created_by: u,
          updated_by: u,
          version: 2,
        })),
      ),
    );
    expect(after.revisions).toHaveLength(8);
    for (const r of after.revisions) expect(String(r.id).startsWith(String(r.workspace_id))).toBe(true);
    expect(after.revisions.every((r) => r.saved_by === r.workspace_id)).toBe(true);
    expect(after.analyses).toEqual([
      { id: "u-ana-analysis", workspace_id: "u-ana", created_by: "u-ana", seo_score: 80 },
      { id: "u-bo-analysis", workspace_id: "u-bo", created_by: "u-bo", seo_score: 80 },
    ]);
    expect(after.keys).toEqual([
      { id: "u-ana-key", workspace_id: "u-ana", created_by: "u-ana", key_hash: "hash-u-ana" },
      { id: "u-bo-key", workspace_id: "u-bo", created_by: "u-bo", key_hash: "hash-u-bo" },
    ]);
    expect(after.usage.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ["u-ana", "2026-10", 4],
      ["u-bo", "2026-10", 4],
    ]);
    expect(after.billing).toEqual([["u-ana", "cus_ana", "active", 1_790_000_000]]);
    expect(after.untouched).toEqual([2, 1, 1]);

    // The old owner columns and tables are gone; foreign keys hold (a revision still goes with its item).
    for (const table of ["usage_counters", "billing_customers"]) {
      await expect(sql`select count(*) from ${sql.table(table)}`.execute(db)).rejects.toThrow();
    }
    await db.deleteFrom("content_items").where("id", "=", "u-bo-item-1").execute();
    expect(
      await db.selectFrom("content_revisions").select("id").where("content_id", "=", "u-bo-item-1").execute(),
    ).toEqual([]);

    // Running the migrator again (a restart, a second app server) changes nothing.
    const again = await placement();
    await migrateApp(db, database.dialect);
    expect(await placement()).toEqual(again);
  });

  it("migrates an empty database", async () => {
    await migrateApp(db, database.dialect);
    expect(await db.selectFrom("workspaces").selectAll().execute()).toEqual([]);
  });
});
