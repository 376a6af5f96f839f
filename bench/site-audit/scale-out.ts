/**
 * Scale-out on PostgreSQL (issue 32, "Scale-out that scales"): real `npm run worker` processes on
 * pg-boss, 1 and 4 of them, crawling sites that answer every request after `delayMs` (100 ms), so
 * that a crawl waits on the sites and not on the CPU:
 *
 * - eight sites crawled at once (one crawl each);
 * - one large site, one crawl.
 *
 * The workers are started with package.json's `worker` command (its node flags included), with the
 * bench's database in DATABASE_URL and CRAWL_SHARDS = the number of workers (so with 4 each crawl
 * is 4 jobs, as an operator with 4 workers sets it), CRAWL_SLOTS 8. Crawls are started the way the
 * app starts them: `createSite` and `startCrawl` (the site-audit module's public entry), which
 * enqueue the `crawl` job on the same pg-boss queue. The product's own limits apply:
 *
 * - the plan: a Pro workspace runs 3 crawls at once (plans.ts), no plan runs eight, so each site
 *   is in a Pro workspace of its own;
 * - the site's rate: 50 requests/s (the most a site may be set to; CRAWL_UNVERIFIED_MAX_RATE=50
 *   lets a site not verified have it), divided between the shards (12.5/s each of 4);
 * - the site's concurrency: 1 request in flight per shard, so one worker's crawl of a site makes
 *   ≤ 10 requests/s and four shards ≤ 40/s, under the 50/s rate (with 2 in flight per shard, the
 *   rate would bound four workers at 50/s against one worker's 20/s: 2.5×).
 *
 * The eight sites are crawled twice by the same worker processes, each time as new sites (no crawl
 * before, so nothing is asked conditionally): first by workers just started (cold: each compiles
 * the app's hot code as it goes, and four workers pay that four times over for a quarter of the
 * pages each), then by the same workers again (warm, as long-running workers are). Both are
 * reported. The large site is crawled once: its workers wait on the site, not on the CPU.
 *
 * For each run: pages/s (HTML pages ÷ wall clock from the first startCrawl to the last crawl
 * completed), the 4 ÷ 1 ratio (goal ≥ 3.2×), whether the page sets are equal, the page GETs beyond
 * one per page, each worker's peak RSS and CPU seconds, the database's CPU seconds (PostgreSQL's
 * processes), the machine's busy CPU, what PostgreSQL's backends of the bench database did
 * (pg_stat_activity every 0.5 s: running, idle in transaction, waiting on a lock…), connections
 * per worker (application_name), the time to the first page, when the shard jobs started after
 * they were enqueued (pg-boss polling), and the tail (the last 10 % of the pages' share of the run).
 *
 * Needs a PostgreSQL server: SCALE_OUT_DATABASE_URL, or postgres://postgres@127.0.0.1:5432; the
 * benchmark (re)creates its own database `ranklens_crawlbench` there.
 *
 *   npx tsx bench/site-audit/scale-out.ts [--site-pages 300] [--large-pages 1500] [--delay 100]
 *     [--only-eight | --only-large]
 *   (or through `npm run bench -- crawl`)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "kysely";
import { createAuth } from "../../apps/server/src/auth/create-auth";
import { type DatabaseHandle, openDatabase } from "../../apps/server/src/db/client";
import { migrateApp } from "../../apps/server/src/db/migrate";
import { PG_BOSS_SCHEMA } from "../../apps/server/src/jobs/open-job-queue";
import { PgBossJobQueue } from "../../apps/server/src/jobs/pg-boss-job-queue";
import { createLogger } from "../../apps/server/src/lib/logger";
import { planLimits } from "../../apps/server/src/quota/plan-limits";
import { createSite, startCrawl } from "../../apps/server/src/site-audit";
import { ensureServerBuild } from "../../scripts/server-build.mjs";
import { peakRssOf } from "./measured-process";
import { type SiteProcess, startSiteProcess } from "./site-process";

const DATABASE = "ranklens_crawlbench";
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The workers compared: 1 and this many. */
const WORKERS = 4;
export const SCALE_OUT_GOAL = 3.2;
/** The site settings every crawl runs with (the product's own, stored on the site). */
const RATE_PER_SECOND = 50;
const CONCURRENCY = 1;
const CRAWL_SLOTS = 8;
const SAMPLE_MS = 500;

export interface ScaleOutOptions {
  /** Pages of each of the eight sites. */
  sitePages?: number;
  /** Pages of the large site. */
  largePages?: number;
  /** Milliseconds before every answer of the sites. */
  delayMs?: number;
  /** Which cases to run (both by default). */
  cases?: ("eight" | "large")[];
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
  /** CPU seconds of each worker, of PostgreSQL's processes, and of the whole machine (busy). */
  workerCpuSeconds: number[];
  databaseCpuSeconds: number;
  /** CPU seconds of the sites' processes (answering, each after the delay). */
  sitesCpuSeconds: number;
  machineBusyCores: number;
  /** Mean number of the bench database's backends per state or wait ("active", "idle in transaction", "Lock:tuple"…). */
  backends: Record<string, number>;
  /** Most connections each worker held at one sample (its app pool and pg-boss's). */
  connections: number[];
  /** Seconds from the first startCrawl to the first page stored. */
  firstPageSeconds: number;
  /** Seconds from enqueued (or last handed back) to started of the shard jobs (pg-boss's poll), mean and most. */
  shardPickupSeconds: { mean: number; max: number } | null;
  /** Seconds from the first crawl completed to the last. */
  crawlsFinishSpread: number;
  /** Share of the wall clock spent on the last 10 % of the pages. */
  lastTenthShare: number;
}

/** One worker against several, on the same sites. */
export interface ScaleOutComparison {
  one: ScaleOutRun;
  many: ScaleOutRun;
  ratio: number;
  /** Every site's page set equal in both runs (and to the cold runs', for the warm ones). */
  samePageSet: boolean;
  /** The figures in one line (the bench's table). */
  figure: string;
}

/** A case's first crawl by freshly started workers (cold), and, where measured, a second by the same processes (warm). */
export interface ScaleOutCase extends ScaleOutComparison {
  name: string;
  sites: number;
  pagesPerSite: number;
  concurrency: number;
  warm: ScaleOutComparison | null;
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
    secret: randomBytes32(),
    mailer: { transport: "outbox", send: async () => {} },
    logger: createLogger("silent"),
  });
  await migrateApp(database.db, database.dialect);
  return database;
}

function randomBytes32(): string {
  return randomUUID().replaceAll("-", "") + randomUUID().replaceAll("-", "");
}

/** package.json's `worker` script as a command line: node's flags and the entry. */
function workerCommand(): string[] {
  const scripts = (
    JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const words = scripts.worker!.split(/\s+/);
  if (words[0] !== "node") throw new Error(`npm run worker is not a node command: ${scripts.worker}`);
  return words.slice(1);
}

/** CPU seconds (user + system) of a process, 0 when it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process's CPU seconds so far, by pid. */
function postgresCpu(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== "postgres") continue;
      cpu.set(Number(entry), cpuSecondsOf(Number(entry)));
    } catch {
      // Gone meanwhile.
    }
  }
  return cpu;
}

/** The machine's busy and total CPU seconds so far (all cores). */
function machineCpu(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!;
  const ticks = line.split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

interface Worker {
  child: ChildProcess;
  name: string;
  ready: Promise<void>;
  exited: Promise<number | null>;
  peakRss: number;
  cpu: number;
  cpuAtRound: number;
  output: string[];
}

function startWorker(databaseUrl: string, name: string, shards: number, dataDir: string): Worker {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", name);
  const child = spawn(process.execPath, workerCommand(), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url.href,
      DATA_DIR: dataDir,
      JOB_QUEUE: "pg-boss",
      CRAWL_SHARDS: String(shards),
      CRAWL_SLOTS: String(CRAWL_SLOTS),
      CRAWL_UNVERIFIED_MAX_RATE: String(RATE_PER_SECOND),
      ALLOW_PRIVATE_NETWORKS: "true",
      AUTH_SECRET: randomBytes32(),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const worker: Worker = {
    child,
    name,
    peakRss: 0,
    cpu: 0,
    cpuAtRound: 0,
    output,
    ready: new Promise((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        const text = chunk.toString("utf8");
        output.push(text);
        if (text.includes("RankLens worker is running")) resolve();
      });
      child.once("exit", (code) => reject(new Error(`worker ${name} exited (${code}): ${output.join("")}`)));
    }),
    exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
  };
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
  return worker;
}

/** Samples the bench database's backends, the workers' memory and PostgreSQL's CPU while a run goes. */
class Sampler {
  private samples = 0;
  private readonly states = new Map<string, number>();
  private readonly connections = new Map<string, number>();
  private readonly pgStart = postgresCpu();
  private readonly pgLast = new Map(this.pgStart);
  private readonly machineStart = machineCpu();
  private readonly timer: NodeJS.Timeout;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly workers: Worker[],
  ) {
    this.timer = setInterval(() => {
      this.pending = this.pending.then(() => this.sample()).catch(() => {});
    }, SAMPLE_MS);
  }

  private async sample(): Promise<void> {
    for (const w of this.workers) {
      w.peakRss = Math.max(w.peakRss, peakRssOf(w.child.pid!));
      w.cpu = Math.max(w.cpu, cpuSecondsOf(w.child.pid!));
    }
    for (const [pid, seconds] of postgresCpu()) this.pgLast.set(pid, seconds);
    const rows = await sql<{ application_name: string; state: string | null; wait: string | null }>`
      SELECT application_name, state, wait_event_type || ':' || wait_event AS wait
        FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(
      this.database.db,
    );
    this.samples++;
    const perWorker = new Map<string, number>();
    for (const row of rows.rows) {
      if (!this.workers.some((w) => w.name === row.application_name)) continue;
      perWorker.set(row.application_name, (perWorker.get(row.application_name) ?? 0) + 1);
      const key =
        row.state === "active"
          ? row.wait && !row.wait.startsWith("Client")
            ? row.wait
            : "running"
          : row.state;
      if (key) this.states.set(key, (this.states.get(key) ?? 0) + 1);
    }
    for (const [name, n] of perWorker)
      this.connections.set(name, Math.max(this.connections.get(name) ?? 0, n));
  }

  async stop(wallSeconds: number) {
    clearInterval(this.timer);
    await this.pending;
    await this.sample();
    let database = 0;
    for (const [pid, seconds] of this.pgLast) database += seconds - (this.pgStart.get(pid) ?? 0);
    const machine = machineCpu();
    const backends: Record<string, number> = {};
    for (const [key, n] of [...this.states].sort((a, b) => b[1] - a[1]))
      backends[key] = Math.round((n / Math.max(1, this.samples)) * 100) / 100;
    return {
      databaseCpuSeconds: Math.round(database * 10) / 10,
      machineBusyCores: Math.round(((machine.busy - this.machineStart.busy) / wallSeconds) * 100) / 100,
      backends,
      connections: this.workers.map((w) => this.connections.get(w.name) ?? 0),
    };
  }
}

let runNumber = 0;

/** The sites of one round: each in a workspace of its own, as a site with no crawl before. */
async function createRoundSites(
  db: DatabaseHandle["db"],
  sites: SiteProcess[],
): Promise<{ userId: string; siteIds: { workspaceId: string; siteId: string }[] }> {
  runNumber++;
  const at = new Date().toISOString();
  const userId = `bench-user-${runNumber}`;
  await db
    .insertInto("user")
    .values({
      id: userId,
      name: "Bench",
      email: `bench${runNumber}@example.com`,
      emailVerified: true,
      image: null,
    })
    .execute();
  const limits = planLimits("pro", true);
  const siteIds: { workspaceId: string; siteId: string }[] = [];
  for (const [i, site] of sites.entries()) {
    // One Pro workspace per site: a Pro workspace runs 3 crawls at once, and no plan runs eight.
    const workspaceId = `bench-${runNumber}-${i}`;
    await db
      .insertInto("workspaces")
      .values({
        id: workspaceId,
        name: workspaceId,
        plan: "pro",
        created_by: userId,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto("workspace_members")
      .values({ workspace_id: workspaceId, user_id: userId, role: "owner", created_at: at })
      .execute();
    const m = site.manifest;
    const urls = m.pages + m.urls.redirects.length + m.urls.notFound.length + m.urls.resources.length;
    // A new site each round: its crawl has no previous one, so nothing is asked conditionally.
    const created = await createSite(
      db,
      { workspaceId, userId },
      {
        startUrl: site.origin,
        settings: {
          maxPages: urls + 100,
          maxDepth: 100,
          ratePerSecond: RATE_PER_SECOND,
          concurrency: CONCURRENCY,
        },
        plan: "pro",
        siteLimit: limits.sites,
        now: new Date(),
        unverifiedMaxRate: RATE_PER_SECOND,
      },
    );
    siteIds.push({ workspaceId, siteId: created.id });
    await site.resetStats();
  }
  return { userId, siteIds };
}

/** A round's figures before the workers have exited (their exit codes are added then). */
type RoundRun = Omit<ScaleOutRun, "exits" | "processes">;

/**
 * Crawls every site once with `processes` workers, `rounds` times over with the same processes:
 * the first round's workers are cold (each compiles the app's hot code as it goes), a later
 * round's are warm, as long-running workers are. Each round's figures and page sets.
 */
async function crawlWith(
  database: DatabaseHandle,
  databaseUrl: string,
  queue: PgBossJobQueue,
  sites: SiteProcess[],
  processes: number,
  dataDir: string,
  rounds: number,
): Promise<{ run: ScaleOutRun; pageSets: string[][] }[]> {
  const workers = Array.from({ length: processes }, (_, i) =>
    startWorker(databaseUrl, `rl-bench-worker-${i + 1}`, processes, dataDir),
  );
  const done: { run: RoundRun; pageSets: string[][] }[] = [];
  try {
    await Promise.all(workers.map((w) => w.ready));
    for (let round = 0; round < rounds; round++) done.push(await crawlRound(database, queue, sites, workers));
  } finally {
    for (const w of workers) w.child.kill("SIGTERM");
  }
  const exits = await Promise.all(workers.map((w) => w.exited));
  if (exits.some((code) => code !== 0)) console.log(workers.map((w) => w.output.join("")).join("\n"));
  return done.map(({ run, pageSets }) => ({ run: { processes, exits, ...run }, pageSets }));
}

/** One crawl of every site by the running workers: the round's figures and each site's page set. */
async function crawlRound(
  database: DatabaseHandle,
  queue: PgBossJobQueue,
  sites: SiteProcess[],
  workers: Worker[],
): Promise<{ run: RoundRun; pageSets: string[][] }> {
  const { db } = database;
  const { userId, siteIds } = await createRoundSites(db, sites);
  const limits = planLimits("pro", true);
  // Their CPU from here on: starting up (loading and compiling the app) and earlier rounds are not this round's.
  for (const w of workers) w.cpuAtRound = cpuSecondsOf(w.child.pid!);
  const sampler = new Sampler(database, workers);
  const sitesCpuBefore = sites.map((site) => cpuSecondsOf(site.pid));
  const startedAt = Date.now();
  const crawlIds: string[] = [];
  for (const { workspaceId, siteId } of siteIds) {
    const crawl = await startCrawl(
      db,
      queue,
      { workspaceId, userId },
      { siteId, plan: "pro", limits, now: new Date(), unverifiedMaxRate: RATE_PER_SECOND },
    );
    crawlIds.push(crawl.id);
  }
  for (;;) {
    const open = await db
      .selectFrom("crawls")
      .select(["id", "state"])
      .where("id", "in", crawlIds)
      .where("state", "not in", ["completed", "failed", "cancelled", "paused"])
      .execute();
    if (open.length === 0) break;
    if (workers.some((w) => w.child.exitCode !== null)) throw new Error("a worker exited during the run");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const wallSeconds = (Date.now() - startedAt) / 1000;
  const sampled = await sampler.stop(wallSeconds);
  const sitesCpu = sites.reduce((sum, site, i) => sum + cpuSecondsOf(site.pid) - sitesCpuBefore[i]!, 0);

  const crawls = await db
    .selectFrom("crawls")
    .select(["id", "state", "finished_at"])
    .where("id", "in", crawlIds)
    .execute();
  const failed = crawls.filter((c) => c.state !== "completed");
  if (failed.length > 0) throw new Error(`crawls not completed: ${failed.map((c) => c.state).join(", ")}`);
  const finished = crawls.map((c) => Date.parse(c.finished_at!)).sort((a, b) => a - b);
  const pageSets: string[][] = [];
  let html = 0;
  let fetchedTwice = 0;
  const fetchedAt: number[] = [];
  for (const [i, crawlId] of crawlIds.entries()) {
    const rows = await db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .select(["u.url", "p.status", "p.content_type", "p.fetched_at"])
      .where("p.crawl_id", "=", crawlId)
      .execute();
    pageSets.push(rows.map((r) => `${r.status} ${r.url}`).sort());
    const pages = rows.filter((r) => r.status === 200 && (r.content_type ?? "").startsWith("text/html"));
    html += pages.length;
    fetchedAt.push(...pages.map((r) => Date.parse(r.fetched_at)));
    const stats = await sites[i]!.stats();
    fetchedTwice += stats.pageRequests - stats.distinctPages;
  }
  fetchedAt.sort((a, b) => a - b);
  const jobs = await sql<{ created_on: Date; started_on: Date | null; shard: number | null }>`
    SELECT created_on, started_on, (data->'payload'->>'shard')::int AS shard
      FROM ${sql.raw(PG_BOSS_SCHEMA)}.job
     WHERE name = 'crawl' AND data->'payload'->>'crawlId' = ANY(${crawlIds})`.execute(db);
  const pickups = jobs.rows
    .filter((j) => (j.shard ?? 0) > 0 && j.started_on)
    .map((j) => (j.started_on!.getTime() - j.created_on.getTime()) / 1000);
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  const tenth = fetchedAt[Math.floor(fetchedAt.length * 0.9)] ?? startedAt;
  return {
    pageSets,
    run: {
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      pages: html,
      pagesPerSecond: Math.round(html / wallSeconds),
      fetchedTwice,
      peakRssMB: workers.map((w) => Math.round(w.peakRss / 1024 / 1024)),
      workerCpuSeconds: workers.map((w) => Math.round((w.cpu - w.cpuAtRound) * 10) / 10),
      ...sampled,
      sitesCpuSeconds: Math.round(sitesCpu * 10) / 10,
      firstPageSeconds: seconds((fetchedAt[0] ?? startedAt) - startedAt),
      shardPickupSeconds:
        pickups.length === 0
          ? null
          : {
              mean: Math.round((pickups.reduce((a, b) => a + b, 0) / pickups.length) * 100) / 100,
              max: Math.round(Math.max(...pickups) * 100) / 100,
            },
      crawlsFinishSpread: seconds(finished[finished.length - 1]! - finished[0]!),
      lastTenthShare:
        Math.round(((startedAt + wallSeconds * 1000 - tenth) / (wallSeconds * 1000)) * 100) / 100,
    },
  };
}

async function runCase(
  database: DatabaseHandle,
  databaseUrl: string,
  queue: PgBossJobQueue,
  name: string,
  sites: SiteProcess[],
  dataDir: string,
  /** 2: a second round by the same workers, warm. */
  rounds: 1 | 2,
): Promise<ScaleOutCase> {
  const one = await crawlWith(database, databaseUrl, queue, sites, 1, dataDir, rounds);
  const many = await crawlWith(database, databaseUrl, queue, sites, WORKERS, dataDir, rounds);
  const reference = one[0]!.pageSets;
  const compare = (round: number, label: string): ScaleOutComparison => {
    const [a, b] = [one[round]!, many[round]!];
    console.log(`  scale-out, ${name}${label}: 1 worker ${describeRun(a.run)}`);
    console.log(`  scale-out, ${name}${label}: ${WORKERS} workers ${describeRun(b.run)}`);
    const figures = {
      one: a.run,
      many: b.run,
      ratio: Math.round((b.run.pagesPerSecond / Math.max(1, a.run.pagesPerSecond)) * 100) / 100,
      samePageSet: [a.pageSets, b.pageSets].every((sets) => samePageSets(sets, reference)),
    };
    return { ...figures, figure: scaleOutFigure(figures) };
  };
  return {
    name,
    sites: sites.length,
    pagesPerSite: sites[0]!.manifest.pages,
    concurrency: CONCURRENCY,
    ...compare(0, ""),
    warm: rounds === 2 ? compare(1, ", warm workers") : null,
  };
}

function samePageSets(sets: string[][], reference: string[][]): boolean {
  return sets.every(
    (set, i) => set.length === reference[i]!.length && set.every((p, j) => p === reference[i]![j]),
  );
}

/** A run's figures beyond pages/s, for the log. */
function describeRun(r: ScaleOutRun): string {
  const backends = Object.entries(r.backends)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  const pickup = r.shardPickupSeconds
    ? `; shard jobs started ${r.shardPickupSeconds.mean} s after enqueued or handed back (at most ${r.shardPickupSeconds.max})`
    : "";
  return `${r.pagesPerSecond} pages/s (${r.pages} pages in ${r.wallSeconds} s); CPU s: workers ${r.workerCpuSeconds.join("/")}, PostgreSQL ${r.databaseCpuSeconds}, sites ${r.sitesCpuSeconds}, machine busy ${r.machineBusyCores} of ${os.availableParallelism()} cores; backends (mean): ${backends}; connections per worker ${r.connections.join("/")}; first page ${r.firstPageSeconds} s${pickup}; crawls finished over ${r.crawlsFinishSpread} s; last 10 % of pages ${Math.round(r.lastTenthShare * 100)} % of the run`;
}

export async function runScaleOutBench(options: ScaleOutOptions = {}): Promise<ScaleOutFigures> {
  const sitePages = options.sitePages ?? 300;
  const largePages = options.largePages ?? 1500;
  const delayMs = options.delayMs ?? 100;
  // The workers start together: built once here, not by the first of them while the rest wait.
  ensureServerBuild();
  const note = `npm run worker on pg-boss, CRAWL_SHARDS = workers, CRAWL_SLOTS ${CRAWL_SLOTS}; crawls by startCrawl in Pro workspaces (3 at once each: one per site); site rate ${RATE_PER_SECOND}/s (CRAWL_UNVERIFIED_MAX_RATE=${RATE_PER_SECOND}), concurrency ${CONCURRENCY} per shard; every answer after ${delayMs} ms`;
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
    const queue = await PgBossJobQueue.open({
      connectionString: figures.databaseUrl,
      schema: PG_BOSS_SCHEMA,
      db: database.db,
    });
    try {
      const cases = options.cases ?? ["eight", "large"];
      if (cases.includes("eight")) {
        for (let seed = 1; seed <= 8; seed++)
          sites.push(await startSiteProcess(sitePages, seed, path.join(dir, `site-${seed}.json`), delayMs));
        figures.cases.push(
          await runCase(database, figures.databaseUrl, queue, `eight ${sitePages}-page sites`, sites, dir, 2),
        );
        await Promise.all(sites.splice(0).map((site) => site.close()));
      }
      if (cases.includes("large")) {
        sites.push(await startSiteProcess(largePages, 9, path.join(dir, "large.json"), delayMs));
        figures.cases.push(
          await runCase(database, figures.databaseUrl, queue, `one ${largePages}-page site`, sites, dir, 1),
        );
      }
    } finally {
      await queue.close();
      await database.close();
    }
  } catch (error) {
    figures.error = (error as Error).stack ?? (error as Error).message;
  } finally {
    await Promise.all(sites.map((site) => site.close()));
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

/** One line per case, for the bench's table. */
function scaleOutFigure(c: Omit<ScaleOutComparison, "figure">): string {
  return `1: ${c.one.pagesPerSecond} pages/s, ${c.many.processes}: ${c.many.pagesPerSecond} pages/s (${c.ratio}×); page sets ${c.samePageSet ? "equal" : "differ"}; fetched twice ${c.one.fetchedTwice} + ${c.many.fetchedTwice}; peak RSS ${c.one.peakRssMB.join("/")} MB, ${c.many.peakRssMB.join("/")} MB; CPU s workers ${c.one.workerCpuSeconds.join("/")} vs ${c.many.workerCpuSeconds.join("/")}, PostgreSQL ${c.one.databaseCpuSeconds} vs ${c.many.databaseCpuSeconds}; machine busy ${c.one.machineBusyCores} vs ${c.many.machineBusyCores} cores`;
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
    ...(argv.includes("--only-eight") ? { cases: ["eight"] } : {}),
    ...(argv.includes("--only-large") ? { cases: ["large"] } : {}),
  });
  if (figures.error) console.log(`failed: ${figures.error}`);
  for (const c of figures.cases) {
    console.log(`${c.name}: ${c.figure}`);
    if (c.warm) console.log(`${c.name}, warm workers: ${c.warm.figure}`);
  }
  console.log(JSON.stringify(figures));
}
