import { randomUUID } from "node:crypto";
import { type CrawlSettingsInput, CrawlSettingsSchema } from "@ranklens/shared";
import type { DatabaseHandle } from "../src/db/client";
import type { CrawlRunDeps } from "../src/site-audit/crawl/crawl-run";
import type { TestDatabaseKind } from "./databases";
import { openMigratedTestDatabase } from "./job-queues";

export interface TestCrawl {
  workspaceId: string;
  siteId: string;
  crawlId: string;
}

/** A migrated database for crawl tests (SQLite in memory, or a fresh PostgreSQL schema). */
export function openCrawlDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  return openMigratedTestDatabase(kind);
}

/** A workspace with one site and a queued crawl of it, as starting a crawl from the API leaves them. */
export async function createTestCrawl(
  database: DatabaseHandle,
  startUrl: string,
  settings: CrawlSettingsInput = {},
  workspaceId?: string,
): Promise<TestCrawl> {
  const at = new Date().toISOString();
  const ids = { workspaceId: workspaceId ?? randomUUID(), siteId: randomUUID(), crawlId: randomUUID() };
  if (!workspaceId) {
    await database.db
      .insertInto("workspaces")
      .values({
        id: ids.workspaceId,
        name: "Crawl tests",
        plan: "pro",
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  const json = JSON.stringify(CrawlSettingsSchema.parse(settings));
  await database.db
    .insertInto("sites")
    .values({
      id: ids.siteId,
      workspace_id: ids.workspaceId,
      name: startUrl,
      start_url: startUrl,
      settings: json,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await database.db
    .insertInto("crawls")
    .values({
      id: ids.crawlId,
      workspace_id: ids.workspaceId,
      site_id: ids.siteId,
      state: "queued",
      settings: json,
      state_reason: null,
      previous_crawl_id: null,
      health_score: null,
      issues_computed_at: null,
      created_by: null,
      created_at: at,
      updated_at: at,
      started_at: null,
      finished_at: null,
    })
    .execute();
  return ids;
}

/** A recrawl: a new crawl of `previous`'s workspace whose previous crawl is `previous` (304s carry pages over). */
export async function createTestRecrawl(
  database: DatabaseHandle,
  startUrl: string,
  settings: CrawlSettingsInput,
  previous: TestCrawl,
): Promise<TestCrawl> {
  const crawl = await createTestCrawl(database, startUrl, settings, previous.workspaceId);
  await database.db
    .updateTable("crawls")
    .set({ previous_crawl_id: previous.crawlId })
    .where("id", "=", crawl.crawlId)
    .execute();
  return crawl;
}

/** Crawl dependencies for tests: loopback allowed, short timeouts, and issues computed by `computeIssues`. */
export function testCrawlDeps(
  database: DatabaseHandle,
  options: {
    computeIssues?: CrawlRunDeps["computeIssues"];
    onDial?: (address: string, port: number) => void;
    allowPrivateNetworks?: boolean;
  } = {},
): CrawlRunDeps {
  return {
    db: database.db,
    dialect: database.dialect,
    now: () => new Date(),
    publicUrl: "http://ranklens.test",
    fetch: {
      allowPrivateNetworks: options.allowPrivateNetworks ?? true,
      timeouts: { connectMs: 2_000, headersMs: 2_000, totalMs: 5_000 },
      ...(options.onDial ? { onDial: options.onDial } : {}),
    },
    computeIssues: options.computeIssues ?? (async () => {}),
  };
}
