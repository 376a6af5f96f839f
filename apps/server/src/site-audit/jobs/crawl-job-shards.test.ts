import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page, type SiteRoute, startCrawlSite } from "../../../test/crawl-site";
import { createTestCrawl, openCrawlDatabase, testCrawlDeps } from "../../../test/crawls";
import { eventually, pause } from "../../../test/job-queues";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { defineJob, enqueueJob, workOn } from "../../jobs/job-definition";
import { isRequeue, type Job, type StopWorker } from "../../jobs/job-queue";
import { PgBossJobQueue } from "../../jobs/pg-boss-job-queue";
import { type CrawlJobDeps, CrawlsHere, crawlJob, crawlJobKind } from "./crawl-job";

const PAGES = 60;
const WORKERS = 3;

/**
 * A crawl in 3 shards with 3 workers on pg-boss (each with its own pool and queue, as separate
 * `npm run worker` processes have): each worker runs one shard. The process whose first shard
 * enqueued the others is woken by its own enqueue and fetches as many jobs as it has free slots,
 * so it took every shard itself and the other workers stayed idle (the scale-out bench: 4 shards
 * of one crawl, one worker busy, three at 0.1–0.2 s of CPU); and a worker that fetched two shards
 * at once ran both.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a sharded crawl job on pg-boss workers [postgres]", () => {
  let site: CrawlSite;
  let database: DatabaseHandle;
  let pools: DatabaseHandle[];
  let queues: PgBossJobQueue[];
  let bossSchema: string;
  const stops: StopWorker[] = [];

  beforeAll(async () => {
    const paths = Array.from({ length: PAGES }, (_, i) => `/p${i}`);
    const routes: Record<string, SiteRoute> = { "/": page("Home", paths) };
    // Slow pages, so that the first shard is still crawling when the second can start.
    for (const [i, p] of paths.entries()) routes[p] = { body: page(`Page ${i}`, ["/"]), delayMs: 60 };
    site = await startCrawlSite(routes);
    database = await openCrawlDatabase("postgres");
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db))
      .rows[0]!.schema;
    bossSchema = `${schema}_boss`;
    pools = Array.from({ length: WORKERS }, () =>
      openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema, pgPoolSize: 4 }),
    );
    queues = [];
    // One at a time: both would install pg-boss's schema otherwise.
    for (const pool of pools) {
      queues.push(
        await PgBossJobQueue.open({
          connectionString: process.env.TEST_DATABASE_URL!,
          schema: bossSchema,
          db: pool.db,
          pollIntervalMs: 100,
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop({ graceMs: 0 })));
    for (const queue of queues) await queue.close();
    await sql.raw(`drop schema if exists ${bossSchema} cascade`).execute(database.db);
    await Promise.all(pools.map((pool) => pool.close()));
    await database.close();
    await site.close();
  });

  it("runs one shard on each worker, each page fetched once", async () => {
    const crawl = await createTestCrawl(database, site.url, {
      maxDepth: 10,
      maxPages: 500,
      concurrency: 1,
      ratePerSecond: 20,
      checkExternalLinks: false,
    });
    const ran: { worker: string; shard: number; handedBack: boolean }[] = [];
    const startWorker = (worker: string, i: number) => {
      const deps: CrawlJobDeps = {
        run: testCrawlDeps(pools[i]!),
        jobs: queues[i]!,
        billingEnabled: false,
        shards: WORKERS,
        slots: 8,
        sliceMs: 60_000,
        here: new CrawlsHere(),
      };
      stops.push(
        workOn(
          queues[i]!,
          defineJob({
            ...crawlJob,
            handler: async (d: CrawlJobDeps, context: Parameters<typeof crawlJob.handler>[1]) => {
              const outcome = await crawlJob.handler(d, context);
              ran.push({ worker, shard: context.payload.shard ?? 0, handedBack: isRequeue(outcome) });
              return outcome;
            },
          }),
          deps,
        ),
      );
    };
    startWorker("a", 0);
    await enqueueJob(queues[0]!, crawlJobKind, { crawlId: crawl.crawlId }, { singletonKey: crawl.crawlId });
    // The first shard runs on worker a alone before the others start polling.
    await eventually(
      async () => site.requests.some((r) => r.path.startsWith("/p")),
      "the first shard's first page",
      10_000,
    );
    await pause(200);
    startWorker("b", 1);
    startWorker("c", 2);
    await eventually(
      async () =>
        (
          await database.db
            .selectFrom("crawls")
            .select("state")
            .where("id", "=", crawl.crawlId)
            .executeTakeFirst()
        )?.state === "completed",
      "the crawl to complete",
      30_000,
    );
    await eventually(
      async () => ran.filter((r) => !r.handedBack).length === WORKERS,
      "every shard to end",
      5_000,
    );

    const worked = ran.filter((r) => !r.handedBack);
    expect(worked.find((r) => r.shard === 0)?.worker).toBe("a");
    expect(worked.map((r) => r.worker).sort()).toEqual(["a", "b", "c"]);
    expect(worked.map((r) => r.shard).sort()).toEqual([0, 1, 2]);
    const gets = site.requests.filter((r) => r.path.startsWith("/p")).map((r) => r.path);
    expect(gets.length).toBe(PAGES);
    expect(new Set(gets).size).toBe(PAGES);
  }, 60_000);

  it("runs one of two shards of a crawl that one fetch gave a process, and hands the other back", async () => {
    const crawl = await createTestCrawl(database, site.url, {
      maxDepth: 10,
      maxPages: 500,
      concurrency: 2,
      ratePerSecond: 50,
      checkExternalLinks: false,
    });
    const deps: CrawlJobDeps = {
      run: testCrawlDeps(pools[0]!),
      jobs: queues[0]!,
      billingEnabled: false,
      shards: 1,
      slots: 8,
      sliceMs: 60_000,
      here: new CrawlsHere(),
    };
    const context = (shard: number) => {
      const payload = { crawlId: crawl.crawlId, shard };
      return {
        job: { id: `job-${shard}`, kind: crawlJobKind.name, payload, workspaceId: null } as unknown as Job<
          typeof payload
        >,
        payload,
        attempt: 1,
        signal: new AbortController().signal,
        reportProgress: async () => {},
      };
    };
    // Started together, as the jobs of one fetch are: neither has been counted when the other looks.
    const outcomes = await Promise.all([
      crawlJob.handler(deps, context(1)),
      crawlJob.handler(deps, context(2)),
    ]);
    expect(outcomes.filter(isRequeue)).toHaveLength(1);
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(1);
    const state = await database.db
      .selectFrom("crawls")
      .select("state")
      .where("id", "=", crawl.crawlId)
      .executeTakeFirst();
    expect(state?.state).toBe("completed");
  }, 60_000);
});
