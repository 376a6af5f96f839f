/**
 * Scale-out on PostgreSQL (issue 32, "Scale-out that scales"): sites that answer every request
 * after `delayMs` (100 ms), so that a crawl waits on the sites and not on the CPU, crawled
 *
 * - eight at once (one crawl each), by 1 and by 4 crawl processes: each process runs all eight
 *   crawls, as a worker with CRAWL_SLOTS ≥ 8 does, and with 4 each crawl is split in 4 shards
 *   (CRAWL_SHARDS=4);
 * - one large site, one crawl, by 1 process and split into 4 shards in 4 processes.
 *
 * For each: pages/s (HTML pages ÷ wall clock), the 4 ÷ 1 ratio (goal ≥ 3.2×), whether the page
 * sets are equal, the page GETs beyond one per page (fetched twice), and each process's peak RSS.
 *
 * The processes run the server's crawler directly (pg-crawl-process.ts: runCrawl with `shards`,
 * what the `crawl` job runs in `npm run worker`), not `npm run worker` on pg-boss: the job adds the
 * workspace's crawl slots (a plan runs at most a few crawls at once) and the sites' stored rate
 * (at most 50 requests/s, divided between the shards), which would measure the plan and the
 * politeness, not whether the writes scale.
 *
 * Needs a PostgreSQL server: SCALE_OUT_DATABASE_URL, or postgres://postgres@127.0.0.1:5432; the
 * benchmark (re)creates its own database `ranklens_crawlbench` there.
 *
 *   npx tsx bench/site-audit/scale-out.ts [--site-pages 300] [--large-pages 1500] [--delay 100]
 *   (or through `npm run bench -- crawl`)
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { createAuth } from "../../apps/server/src/auth/create-auth";
import { type DatabaseHandle, openDatabase } from "../../apps/server/src/db/client";
import { migrateApp } from "../../apps/server/src/db/migrate";
import { createLogger } from "../../apps/server/src/lib/logger";
import { findOrStartCrawl } from "../../apps/server/src/site-audit/cli/local-crawl-file";
import { runMeasured } from "./measured-process";
import { type SiteProcess, startSiteProcess } from "./site-process";

const DATABASE = "ranklens_crawlbench";
/** The workers compared: 1 and this many. */
const WORKERS = 4;
export const SCALE_OUT_GOAL = 3.2;

export interface ScaleOutOptions {
  /** Pages of each of the eight sites. */
  sitePages?: number;
  /** Pages of the large site. */
  largePages?: number;
  /** Milliseconds before every answer of the sites. */
  delayMs?: number;
  /** Requests in flight per crawl and process: for the eight sites, and for the large one. */
  siteConcurrency?: number;
  largeConcurrency?: number;
}

export interface ScaleOutRun {
  processes: number;
  exits: (number | null)[];
  wallSeconds: number;
  pages: number;
  pagesPerSecond: number;
  /** Page GETs the sites answered beyond one per page. */
  fetchedTwice: number;
  peakRssMB: number[];
}

export interface ScaleOutCase {
  name: string;
  sites: number;
  pagesPerSite: number;
  concurrency: number;
  one: ScaleOutRun;
  many: ScaleOutRun;
  ratio: number;
  samePageSet: boolean;
  /** The figures in one line (the bench's table). */
  figure: string;
}

export interface ScaleOutFigures {
  note: string;
  databaseUrl: string | null;
  delayMs: number;
  workers: number;
  goal: number;
  error: string | null;
  cases: ScaleOutCase[];
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

/** Crawls every site once with `processes` processes; the run's figures and each site's page set. */
async function crawlWith(
  database: DatabaseHandle,
  databaseUrl: string,
  sites: SiteProcess[],
  processes: number,
  concurrency: number,
): Promise<{ run: ScaleOutRun; pageSets: string[][] }> {
  const crawlIds: string[] = [];
  for (const site of sites) {
    const m = site.manifest;
    const urls = m.pages + m.urls.redirects.length + m.urls.notFound.length + m.urls.resources.length;
    const { crawlId } = await findOrStartCrawl(
      database,
      new URL(site.origin).href,
      { maxPages: urls + 100, maxDepth: 100 },
      new Date(),
    );
    crawlIds.push(crawlId);
    await site.resetStats();
  }
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
        String(processes),
        String(concurrency),
        ...crawlIds,
      ]),
    ),
  );
  const wallSeconds = (performance.now() - start) / 1000;
  const failed = runs.find((r) => r.code !== 0);
  if (failed) console.log(failed.stderr.map((l) => l.line).join("\n"));
  const pageSets: string[][] = [];
  let html = 0;
  let fetchedTwice = 0;
  for (const [i, crawlId] of crawlIds.entries()) {
    const rows = await database.db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .select(["u.url", "p.status", "p.content_type"])
      .where("p.crawl_id", "=", crawlId)
      .execute();
    pageSets.push(rows.map((r) => `${r.status} ${r.url}`).sort());
    html += rows.filter((r) => r.status === 200 && (r.content_type ?? "").startsWith("text/html")).length;
    const stats = await sites[i]!.stats();
    fetchedTwice += stats.pageRequests - stats.distinctPages;
  }
  return {
    pageSets,
    run: {
      processes,
      exits: runs.map((r) => r.code),
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      pages: html,
      pagesPerSecond: Math.round(html / wallSeconds),
      fetchedTwice,
      peakRssMB: runs.map((r) => Math.round(r.peakRssBytes / 1024 / 1024)),
    },
  };
}

async function runCase(
  database: DatabaseHandle,
  databaseUrl: string,
  name: string,
  sites: SiteProcess[],
  concurrency: number,
): Promise<ScaleOutCase> {
  const one = await crawlWith(database, databaseUrl, sites, 1, concurrency);
  console.log(`  scale-out, ${name}: 1 process ${one.run.pagesPerSecond} pages/s (${one.run.wallSeconds} s)`);
  const many = await crawlWith(database, databaseUrl, sites, WORKERS, concurrency);
  console.log(
    `  scale-out, ${name}: ${WORKERS} processes ${many.run.pagesPerSecond} pages/s (${many.run.wallSeconds} s)`,
  );
  const same = one.pageSets.every(
    (set, i) => set.length === many.pageSets[i]!.length && set.every((p, j) => p === many.pageSets[i]![j]),
  );
  const figures = {
    name,
    sites: sites.length,
    pagesPerSite: sites[0]!.manifest.pages,
    concurrency,
    one: one.run,
    many: many.run,
    ratio: Math.round((many.run.pagesPerSecond / Math.max(1, one.run.pagesPerSecond)) * 100) / 100,
    samePageSet: same,
  };
  return { ...figures, figure: scaleOutFigure(figures) };
}

export async function runScaleOutBench(options: ScaleOutOptions = {}): Promise<ScaleOutFigures> {
  const sitePages = options.sitePages ?? 300;
  const largePages = options.largePages ?? 1500;
  const delayMs = options.delayMs ?? 100;
  const note = `pg-crawl-process.ts (runCrawl as the crawl job runs it, shards = processes), not npm run worker + pg-boss; every answer after ${delayMs} ms`;
  const figures: ScaleOutFigures = {
    note,
    databaseUrl: null,
    delayMs,
    workers: WORKERS,
    goal: SCALE_OUT_GOAL,
    error: null,
    cases: [],
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), "ranklens-scale-out-"));
  const sites: SiteProcess[] = [];
  try {
    figures.databaseUrl = await freshDatabase();
    const database = await openMigrated(figures.databaseUrl);
    try {
      for (let seed = 1; seed <= 8; seed++)
        sites.push(await startSiteProcess(sitePages, seed, path.join(dir, `site-${seed}.json`), delayMs));
      figures.cases.push(
        await runCase(
          database,
          figures.databaseUrl,
          `eight ${sitePages}-page sites`,
          sites,
          options.siteConcurrency ?? 1,
        ),
      );
      await Promise.all(sites.splice(0).map((site) => site.close()));
      sites.push(await startSiteProcess(largePages, 9, path.join(dir, "large.json"), delayMs));
      figures.cases.push(
        await runCase(
          database,
          figures.databaseUrl,
          `one ${largePages}-page site`,
          sites,
          options.largeConcurrency ?? 8,
        ),
      );
    } finally {
      await database.close();
    }
  } catch (error) {
    figures.error = (error as Error).message;
  } finally {
    await Promise.all(sites.map((site) => site.close()));
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

/** One line per case, for the bench's table. */
function scaleOutFigure(c: Omit<ScaleOutCase, "figure">): string {
  return `1: ${c.one.pagesPerSecond} pages/s, ${c.many.processes}: ${c.many.pagesPerSecond} pages/s (${c.ratio}×); page sets ${c.samePageSet ? "equal" : "differ"}; fetched twice ${c.one.fetchedTwice} + ${c.many.fetchedTwice}; peak RSS ${c.one.peakRssMB.join("/")} MB, ${c.many.peakRssMB.join("/")} MB`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const argv = process.argv.slice(2);
  const flag = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? Number(argv[at + 1]) : undefined;
  };
  const figures = await runScaleOutBench({
    sitePages: flag("site-pages"),
    largePages: flag("large-pages"),
    delayMs: flag("delay"),
    siteConcurrency: flag("site-concurrency"),
    largeConcurrency: flag("large-concurrency"),
  });
  if (figures.error) console.log(`failed: ${figures.error}`);
  for (const c of figures.cases) console.log(`${c.name}: ${c.figure}`);
  console.log(JSON.stringify(figures));
}
