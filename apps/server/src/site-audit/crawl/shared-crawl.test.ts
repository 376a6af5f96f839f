import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page, type SiteRoute, startCrawlSite } from "../../../test/crawl-site";
import { createTestCrawl, openCrawlDatabase, testCrawlDeps } from "../../../test/crawls";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { runCrawl } from "./run-crawl";

const PAGES = 150;
const POLITENESS = { ratePerSecond: 1000, concurrency: 4 };

/**
 * Workers on one PostgreSQL crawl (each with its own connection pool, as separate processes have)
 * share the frontier through `FOR NO KEY UPDATE SKIP LOCKED` claims and record their pages at once,
 * without a lock on the crawl row (ADR 044): together they crawl exactly the page set one worker
 * crawls, each page fetched once and recorded once, exactly one of them completes the crawl, and
 * under a page cap well below the site they let in exactly `maxPages` pages between them.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a crawl shared by several workers [postgres]", () => {
  let site: CrawlSite;
  let database: DatabaseHandle;
  let pools: DatabaseHandle[];
  beforeAll(async () => {
    const routes: Record<string, SiteRoute> = {};
    const paths = Array.from({ length: PAGES }, (_, i) => `/p${i}`);
    routes["/"] = page("Home", paths.slice(0, 20));
    // Each page links to pages others link to as well, and back: workers recording pages at
    // once keep finding the same new URLs and updating the same rows.
    paths.forEach((p, i) => {
      routes[p] = {
        body: page(`Page ${i}`, [
          paths[(i * 7 + 3) % PAGES]!,
          paths[(i + 20) % PAGES]!,
          paths[(i + 21) % PAGES]!,
          paths[(i * 13 + 1) % PAGES]!,
          "/gone",
          "/",
        ]),
        delayMs: 2,
      };
    });
    site = await startCrawlSite(routes);
    database = await openCrawlDatabase("postgres");
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db))
      .rows[0]!.schema;
    pools = [0, 1, 2, 3].map(() =>
      openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema, pgPoolSize: 4 }),
    );
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await database.close();
    await site.close();
  });

  const pagesOf = async (crawlId: string) =>
    (
      await database.db
        .selectFrom("crawl_pages as p")
        .innerJoin("crawl_urls as u", "u.id", "p.url_id")
        .select(["u.url", "p.status"])
        .where("p.crawl_id", "=", crawlId)
        .execute()
    )
      .map((row) => `${row.url} ${row.status}`)
      .sort();

  /** Runs `workers` workers on a new crawl of the site; what they did, and the page GETs the site answered. */
  const crawlTogether = async (workers: number, maxPages: number, workspaceId?: string) => {
    const crawl = await createTestCrawl(database, site.url, { maxDepth: 100, maxPages }, workspaceId);
    site.requests.length = 0;
    let completions = 0;
    const results = await Promise.all(
      pools.slice(0, workers).map((pool) =>
        runCrawl(testCrawlDeps(pool, { computeIssues: async () => void completions++ }), {
          crawlId: crawl.crawlId,
          shards: workers,
          politeness: POLITENESS,
        }),
      ),
    );
    const gets = new Map<string, number>();
    for (const request of site.requests) {
      if (request.method !== "GET" || request.path === "/robots.txt" || request.path.startsWith("/sitemap"))
        continue;
      gets.set(request.path, (gets.get(request.path) ?? 0) + 1);
    }
    // A URL claimed more than once was given back: a record that failed (a deadlock surfacing) or a claim lost.
    const reclaimed = await database.db
      .selectFrom("crawl_urls")
      .select("url")
      .where("crawl_id", "=", crawl.crawlId)
      .where("attempts", ">", 1)
      .execute();
    return { ...crawl, results, completions, gets, reclaimed: reclaimed.map((row) => row.url) };
  };

  it("gives the same page set as one worker, each page fetched and recorded once", async () => {
    const single = await crawlTogether(1, 1000);
    expect(single.results).toEqual(["completed"]);
    const one = await pagesOf(single.crawlId);
    expect(one).toHaveLength(PAGES + 2);

    for (const workers of [3, 4]) {
      const shared = await crawlTogether(workers, 1000, single.workspaceId);
      expect(shared.results).toEqual(Array(workers).fill("completed"));
      expect(shared.completions).toBe(1);
      expect(await pagesOf(shared.crawlId)).toEqual(one);
      expect([...shared.gets].filter(([, n]) => n > 1)).toEqual([]);
      expect(shared.gets.size).toBe(PAGES + 2);
      expect(shared.reclaimed).toEqual([]);
    }
  }, 120_000);

  it("lets exactly maxPages pages in between four workers", async () => {
    for (const maxPages of [40, 97]) {
      const capped = await crawlTogether(4, maxPages);
      expect(capped.results).toEqual(["completed", "completed", "completed", "completed"]);
      expect(await pagesOf(capped.crawlId)).toHaveLength(maxPages);
      const crawl = await database.db
        .selectFrom("crawls")
        .select("pages_admitted")
        .where("id", "=", capped.crawlId)
        .executeTakeFirstOrThrow();
      expect(crawl.pages_admitted).toBe(maxPages);
      const states = await database.db
        .selectFrom("crawl_urls")
        .select(["state", "skip_reason", (eb) => eb.fn.countAll<string>().as("n")])
        .where("crawl_id", "=", capped.crawlId)
        .groupBy(["state", "skip_reason"])
        .execute();
      const count = (state: string, reason: string | null) =>
        Number(states.find((row) => row.state === state && row.skip_reason === reason)?.n ?? 0);
      expect(count("done", null)).toBe(maxPages);
      expect(count("skipped", "max-pages")).toBeGreaterThan(0);
      expect(states.every((row) => row.state === "done" || row.state === "skipped")).toBe(true);
      expect([...capped.gets].filter(([, n]) => n > 1)).toEqual([]);
      expect(capped.gets.size).toBe(maxPages);
      expect(capped.reclaimed).toEqual([]);
    }
  }, 120_000);
});
