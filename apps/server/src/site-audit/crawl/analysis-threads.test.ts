import { afterEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { createTestCrawl, openCrawlDatabase, testCrawlDeps } from "../../../test/crawls";
import { type AnalysisPool, createAnalysisPool } from "../../analysis-pool";
import type { DatabaseHandle } from "../../db/client";
import { runCrawl } from "./run-crawl";

/**
 * The analysis pool changes where a page is analysed, never what is found: a crawl analysed on a
 * worker thread stores the same facts as one analysed on its own thread (issue 32).
 */
describe("a crawl's pages analysed on worker threads", () => {
  let database: DatabaseHandle;
  let site: CrawlSite;
  let pool: AnalysisPool | null = null;
  afterEach(async () => {
    await pool?.close();
    await site?.close();
    await database?.close();
  });

  const stored = async (crawlId: string, origin: string) => {
    const pages = await database.db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .select([
        "u.url",
        "p.status",
        "p.title",
        "p.description",
        "p.h1",
        "p.text_hash",
        "p.simhash",
        "p.word_count",
        "p.canonical",
        "p.indexable",
        "p.non_indexable_reason",
        "p.score",
        "p.failing_checks",
        "p.schema_types",
      ])
      .where("p.crawl_id", "=", crawlId)
      .orderBy("u.url")
      .execute();
    const links = await database.db
      .selectFrom("crawl_block_links as l")
      .innerJoin("crawl_link_blocks as b", "b.id", "l.block_id")
      .innerJoin("crawl_urls as t", "t.id", "l.target_url_id")
      .select(["b.hash", "l.position", "t.url", "l.anchor", "l.nofollow"])
      .where("b.crawl_id", "=", crawlId)
      .orderBy("b.hash")
      .orderBy("l.position")
      .execute();
    const relative = (url: string) => url.replace(origin, "");
    return {
      pages: pages.map((p) => ({
        ...p,
        url: relative(p.url),
        canonical: p.canonical && relative(p.canonical),
      })),
      links: links.map((l) => ({ ...l, url: relative(l.url) })),
    };
  };

  it("stores the same facts, links and checks as analysing inline, and the pool did the work", async () => {
    const description = `<meta name="description" content="A page that says what it is about in enough words.">`;
    site = await startCrawlSite({
      "/": page("Home of the widget makers", ["/a?utm_source=x", "/b", "/c"], description),
      "/a": page("About the widget makers", ["/", "/b"], `<link rel="canonical" href="/a">${description}`),
      "/b": page("Widgets", ["/a", "/c"], `<meta name="robots" content="noindex">`),
      "/c": page("Widgets", ["/"], `<link rel="canonical" href="/b">`),
    });
    database = await openCrawlDatabase("sqlite");
    const settings = { ratePerSecond: 50, query: { mode: "drop-all" as const } };
    const inline = await createTestCrawl(database, site.url, settings);
    expect(await runCrawl(testCrawlDeps(database), { crawlId: inline.crawlId })).toBe("completed");

    const threads = createAnalysisPool({ threads: 1 });
    let tasks = 0;
    pool = {
      ...threads,
      run: (task, input) => {
        tasks++;
        return threads.run(task, input);
      },
    };
    const pooled = await createTestCrawl(database, site.url, settings);
    const deps = { ...testCrawlDeps(database), analysis: pool };
    expect(await runCrawl(deps, { crawlId: pooled.crawlId })).toBe("completed");

    expect(tasks).toBe(4);
    const expected = await stored(inline.crawlId, site.origin);
    expect(expected.pages.map((p) => p.url)).toEqual(["/", "/a", "/b", "/c"]);
    expect(expected.pages.find((p) => p.url === "/b")?.non_indexable_reason).toBe("noindex");
    expect(await stored(pooled.crawlId, site.origin)).toEqual(expected);
  });
});
