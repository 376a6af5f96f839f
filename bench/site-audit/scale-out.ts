/**
 * Scale-out on PostgreSQL (issue 15, "Scale-out"): the generated-site crawl with one crawl
 * process, then with three sharing the crawl's frontier, pages/s of each and the page sets
 * compared. The processes run the server's crawler directly (pg-crawl-process.ts), the code a
 * `crawl` job runs in `npm run worker`, without pg-boss in between.
 *
 * TODO(lead): the same through the real flow — API (POST /api/v1/sites, POST …/crawls) and 1
 * vs 3 `npm run worker` processes on pg-boss — once pg-boss is installed beside the checkout
 * (this worktree's node_modules predates it).
 *
 * Needs a PostgreSQL server: SCALE_OUT_DATABASE_URL, or postgres://postgres@127.0.0.1:5432; the
 * benchmark (re)creates its own database `ranklens_crawlbench` there.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { createAuth } from "../../apps/server/src/auth/create-auth";
import { type DatabaseHandle, openDatabase } from "../../apps/server/src/db/client";
import { migrateApp } from "../../apps/server/src/db/migrate";
import { createLogger } from "../../apps/server/src/lib/logger";
import { findOrStartCrawl } from "../../apps/server/src/site-audit/cli/local-crawl-file";
import { runMeasured } from "./measured-process";
import type { SiteProcess } from "./site-process";

const DATABASE = "ranklens_crawlbench";

export interface ScaleOutRun {
  processes: number;
  exits: (number | null)[];
  wallSeconds: number;
  pages: number;
  pagesPerSecond: number;
  peakRssMB: number[];
}

export interface ScaleOutFigures {
  note: string;
  databaseUrl: string | null;
  error: string | null;
  one: ScaleOutRun | null;
  three: ScaleOutRun | null;
  samePageSet: boolean;
}

function serverUrl(): string {
  return process.env.SCALE_OUT_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
}

async function freshDatabase(): Promise<string> {
  const admin = openDatabase({ databaseUrl: serverUrl(), pgPoolSize: 1 });
  try {
    await sql.raw(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).execute(admin.db);
    await sql.raw(`CREATE DATABASE ${DATABASE}`).execute(admin.db);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl());
  url.pathname = `/${DATABASE}`;
  return url.href;
}

async function openMigrated(databaseUrl: string): Promise<DatabaseHandle> {
  const database = openDatabase({ databaseUrl });
  await createAuth({
    db: database.db,
    dialect: database.dialect,
    publicUrl: "http://localhost",
    secret: randomBytes(32).toString("hex"),
    mailer: { transport: "outbox", send: async () => {} },
    logger: createLogger("silent"),
  });
  await migrateApp(database.db, database.dialect);
  return database;
}

async function crawlWith(
  database: DatabaseHandle,
  databaseUrl: string,
  site: SiteProcess,
  processes: number,
  concurrency: number,
): Promise<{ run: ScaleOutRun; pageSet: string[] }> {
  const m = site.manifest;
  const maxPages = m.pages + m.urls.redirects.length + m.urls.notFound.length + m.urls.resources.length + 100;
  const { crawlId } = await findOrStartCrawl(
    database,
    new URL(site.origin).href,
    { maxPages: Math.min(maxPages, 100_000), maxDepth: 100 },
    new Date(),
  );
  const tsx = import.meta.resolve("tsx");
  const entry = new URL("./pg-crawl-process.ts", import.meta.url).pathname;
  const start = performance.now();
  const runs = await Promise.all(
    Array.from({ length: processes }, () =>
      runMeasured(process.execPath, [
        "--import",
        tsx,
        entry,
        databaseUrl,
        crawlId,
        String(processes),
        String(concurrency),
      ]),
    ),
  );
  const wallSeconds = (performance.now() - start) / 1000;
  const rows = await database.db
    .selectFrom("crawl_pages as p")
    .innerJoin("crawl_urls as u", "u.id", "p.url_id")
    .select(["u.url", "p.status", "p.content_type"])
    .where("p.crawl_id", "=", crawlId)
    .execute();
  const pageSet = rows.map((r) => `${r.status} ${r.url}`).sort();
  const html = rows.filter((r) => r.status === 200 && (r.content_type ?? "").startsWith("text/html")).length;
  return {
    pageSet,
    run: {
      processes,
      exits: runs.map((r) => r.code),
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      pages: html,
      pagesPerSecond: Math.round(html / wallSeconds),
      peakRssMB: runs.map((r) => Math.round(r.peakRssBytes / 1024 / 1024)),
    },
  };
}

export async function runScaleOutBench(site: SiteProcess, concurrency = 8): Promise<ScaleOutFigures> {
  const note = "runCrawl in 1 vs 3 processes on one PostgreSQL frontier (not yet npm run worker + pg-boss)";
  let databaseUrl: string | null = null;
  try {
    databaseUrl = await freshDatabase();
    const database = await openMigrated(databaseUrl);
    try {
      const one = await crawlWith(database, databaseUrl, site, 1, concurrency);
      console.log(`  scale-out: 1 process ${one.run.pagesPerSecond} pages/s`);
      const three = await crawlWith(database, databaseUrl, site, 3, concurrency);
      console.log(`  scale-out: 3 processes ${three.run.pagesPerSecond} pages/s`);
      const same =
        one.pageSet.length === three.pageSet.length && one.pageSet.every((p, i) => p === three.pageSet[i]);
      return { note, databaseUrl, error: null, one: one.run, three: three.run, samePageSet: same };
    } finally {
      await database.close();
    }
  } catch (error) {
    return { note, databaseUrl, error: (error as Error).message, one: null, three: null, samePageSet: false };
  }
}
