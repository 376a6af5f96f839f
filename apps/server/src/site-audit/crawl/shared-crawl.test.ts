import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page, type SiteRoute, startCrawlSite } from "../../../test/crawl-site";
import { createTestCrawl, openCrawlDatabase, testCrawlDeps } from "../../../test/crawls";
import { openDatabase } from "../../db/client";
import { runCrawl } from "./run-crawl";

const PAGES = 150;

/**
 * Three workers on one PostgreSQL crawl (each with its own connection pool, as separate processes
 * have) share the frontier through `FOR UPDATE SKIP LOCKED` claims: together they crawl exactly the
 * page set one worker crawls, each page once, and exactly one of them completes the crawl.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a crawl shared by three workers [postgres]", () => {
  let site: CrawlSite;
  beforeAll(async () => {
    const routes: Record<string, SiteRoute> = {};
    const paths = Array.from({ length: PAGES }, (_, i) => `/p${i}`);
    routes["/"] = page("Home", paths.slice(0, 20));
    paths.forEach((p, i) => {
      routes[p] = {
        body: page(`Page ${i}`, [paths[(i * 7 + 3) % PAGES]!, paths[(i + 20) % PAGES]!, "/gone"]),
        delayMs: 5,
      };
    });
    site = await startCrawlSite(routes);
  });
  afterAll(async () => {
    await site.close();
  });

  it("gives the same page set as one worker, each page recorded once", async () => {
    const database = await openCrawlDatabase("postgres");
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db))
      .rows[0]!.schema;
    const pools = [0, 1, 2].map(() =>
      openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema, pgPoolSize: 4 }),
    );
    try {
      const single = await createTestCrawl(database, site.url, { maxDepth: 100, maxPages: 1000 });
      expect(
        await runCrawl(testCrawlDeps(database), {
          crawlId: single.crawlId,
          politeness: { ratePerSecond: 1000, concurrency: 4 },
        }),
      ).toBe("completed");

      const shared = await createTestCrawl(
        database,
        site.url,
        { maxDepth: 100, maxPages: 1000 },
        single.workspaceId,
      );
      let completions = 0;
      const results = await Promise.all(
        pools.map((pool) =>
          runCrawl(testCrawlDeps(pool, { computeIssues: async () => void completions++ }), {
            crawlId: shared.crawlId,
            shards: 3,
            politeness: { ratePerSecond: 1000, concurrency: 4 },
          }),
        ),
      );
      expect(results).toEqual(["completed", "completed", "completed"]);
      expect(completions).toBe(1);

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
      const one = await pagesOf(single.crawlId);
      expect(one).toHaveLength(PAGES + 2);
      expect(await pagesOf(shared.crawlId)).toEqual(one);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
      await database.close();
    }
  }, 60_000);
});
