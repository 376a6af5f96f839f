import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabaseAtMigration } from "../../../test/database-at-migration";
import { testDatabaseKinds } from "../../../test/databases";
import type { DatabaseHandle } from "../client";
import { migrateApp } from "../migrate";

/**
 * Migration 0031 on projects from before rank tracking: each project's plain keyword list becomes
 * its tracked keywords (Google US, English, desktop), in the order typed, duplicates after
 * normalising once; the old column is gone, so there is one list.
 */
describe.each(testDatabaseKinds())("migration 0031-rank-tracking [%s]", (kind) => {
  let database: DatabaseHandle;
  // biome-ignore lint/suspicious/noExplicitAny: the old schema is not the app's typed one
  let db: Kysely<any>;
  const at = "2026-10-01T10:00:00.000Z";

  beforeEach(async () => {
    database = await openDatabaseAtMigration(kind, "0030-workspace-providers");
    db = database.db;
  });
  afterEach(async () => {
    await database.close();
  });

  it("moves every project's keywords into tracked keywords and drops the list", async () => {
    await db
      .insertInto("workspaces")
      .values({ id: "w1", name: "W", plan: "pro", created_at: at, updated_at: at })
      .execute();
    const project = (id: string, keywords: string[]) => ({
      id,
      workspace_id: "w1",
      name: id,
      site_url: "https://shop.example/",
      page_schedule: "daily",
      crawl_schedule: "off",
      rules: "{}",
      keywords: JSON.stringify(keywords),
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto("projects")
      .values([project("p1", ["Sourdough  Starter", "rye", "sourdough starter"]), project("p2", [])])
      .execute();

    await migrateApp(db, database.dialect);

    const rows = await db
      .selectFrom("tracked_keywords")
      .select(["project_id", "keyword", "location_code", "language_code", "device", "ordinal", "target_url"])
      .orderBy("project_id")
      .orderBy("ordinal")
      .execute();
    expect(rows).toEqual([
      {
        project_id: "p1",
        keyword: "sourdough starter",
        location_code: 2840,
        language_code: "en",
        device: "desktop",
        ordinal: 0,
        target_url: null,
      },
      {
        project_id: "p1",
        keyword: "rye",
        location_code: 2840,
        language_code: "en",
        device: "desktop",
        ordinal: 1,
        target_url: null,
      },
    ]);
    expect(await db.selectFrom("projects").select("rank_provider").execute()).toHaveLength(2);
    await expect(db.selectFrom("projects").select("keywords").execute()).rejects.toThrow();
  });
});
