import { randomBytes, randomUUID } from "node:crypto";
import {
  CRAWL_LIMITS,
  type CrawlSettings,
  CrawlSettingsSchema,
  type StartCrawlRequest,
} from "@ranklens/shared";
import { createAuth } from "../../auth/create-auth";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { migrateApp } from "../../db/migrate";
import { createLogger } from "../../lib/logger";
import type { Mailer } from "../../mail/mailer";
import { checkCrawlList, checkSitemapUrl, storeCrawlList } from "../manage/crawl-list";
import { insertQueuedCrawl } from "../manage/insert-queued-crawl";

/** The one workspace of a command-line crawl file. */
const CLI_WORKSPACE = "Command line";

/** A command-line crawl sends no mail; the account tables exist only because the crawl tables refer to them. */
const NO_MAIL: Mailer = { transport: "outbox", send: async () => {} };

/** Opens (or creates) a crawl file: the app's own schema on SQLite, so the same crawler code runs on it. */
export async function openCrawlFile(path: string): Promise<DatabaseHandle> {
  const database = openDatabase({ sqlitePath: path });
  await createAuth({
    db: database.db,
    dialect: database.dialect,
    publicUrl: "http://localhost",
    secret: randomBytes(32).toString("hex"),
    mailer: NO_MAIL,
    logger: createLogger("silent"),
  });
  await migrateApp(database.db, database.dialect);
  return database;
}

export interface LocalCrawl {
  crawlId: string;
  /** True when an interrupted crawl of the same URL was found in the file and goes on. */
  resumed: boolean;
}

/**
 * The crawl to run: an unfinished one of the same start URL in this file (resumed, a pause
 * lifted), else a new one of `request`'s mode, whose `previous_crawl_id` is the last completed
 * crawl of the URL in that mode.
 */
export async function findOrStartCrawl(
  database: DatabaseHandle,
  startUrl: string,
  settings: Partial<CrawlSettings>,
  now: Date,
  request: StartCrawlRequest = { mode: "spider" },
): Promise<LocalCrawl> {
  const { db } = database;
  const at = now.toISOString();
  const unfinished = await db
    .selectFrom("crawls")
    .innerJoin("sites", "sites.id", "crawls.site_id")
    .select(["crawls.id", "crawls.state"])
    .where("sites.start_url", "=", startUrl)
    .where("crawls.state", "in", ["queued", "running", "paused", "finishing"])
    .orderBy("crawls.created_at", "desc")
    .executeTakeFirst();
  if (unfinished) {
    await db
      .updateTable("crawls")
      .set({ state: "queued", state_reason: null, updated_at: at })
      .where("id", "=", unfinished.id)
      .where("state", "in", ["paused", "running", "finishing"])
      .execute();
    return { crawlId: unfinished.id, resumed: true };
  }
  let workspace = await db
    .selectFrom("workspaces")
    .select("id")
    .where("name", "=", CLI_WORKSPACE)
    .executeTakeFirst();
  if (!workspace) {
    workspace = { id: randomUUID() };
    await db
      .insertInto("workspaces")
      .values({
        id: workspace.id,
        name: CLI_WORKSPACE,
        plan: "pro",
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  // The stored settings stay within what the server accepts; the CLI's faster rate is passed to the run.
  const stored = CrawlSettingsSchema.parse({
    ...settings,
    ratePerSecond: Math.min(settings.ratePerSecond ?? 5, CRAWL_LIMITS.maxRatePerSecond),
    concurrency: Math.min(settings.concurrency ?? 2, CRAWL_LIMITS.maxConcurrency),
  });
  let site = await db
    .selectFrom("sites")
    .select("id")
    .where("workspace_id", "=", workspace.id)
    .where("start_url", "=", startUrl)
    .executeTakeFirst();
  if (!site) {
    site = { id: randomUUID() };
    await db
      .insertInto("sites")
      .values({
        id: site.id,
        workspace_id: workspace.id,
        name: new URL(startUrl).host,
        start_url: startUrl,
        settings: JSON.stringify(stored),
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  // Checked before anything of the crawl is stored: a bad line is the command's error, exit 2.
  const list = request.mode === "list" ? await checkCrawlList(request.urls, startUrl, stored) : [];
  const { id: crawlId } = await insertQueuedCrawl(db, {
    workspaceId: workspace.id,
    siteId: site.id,
    settings: JSON.stringify(list.length > 0 ? { ...stored, maxPages: list.length } : stored),
    mode: request.mode,
    sitemapUrl: request.mode === "sitemap" ? checkSitemapUrl(request.sitemapUrl) : null,
    createdBy: null,
    at,
  });
  await storeCrawlList(db, crawlId, list);
  return { crawlId, resumed: false };
}
