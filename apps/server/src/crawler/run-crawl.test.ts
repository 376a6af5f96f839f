import { afterEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../test/crawl-site";
import { createTestCrawl, openCrawlDatabase, testCrawlDeps } from "../../test/crawls";
import { testDatabaseKinds } from "../../test/databases";
import type { DatabaseHandle } from "../db/client";
import { runCrawl } from "./run-crawl";

describe.each(testDatabaseKinds())("runCrawl [%s]", (kind) => {
  let database: DatabaseHandle;
  let site: CrawlSite;
  afterEach(async () => {
    await site?.close();
    await database?.close();
  });

  const urls = async (crawlId: string) =>
    database.db
      .selectFrom("crawl_urls")
      .leftJoin("crawl_pages", "crawl_pages.url_id", "crawl_urls.id")
      .select([
        "crawl_urls.url",
        "crawl_urls.state",
        "crawl_urls.skip_reason",
        "crawl_urls.depth",
        "crawl_pages.status",
        "crawl_pages.title",
      ])
      .where("crawl_urls.crawl_id", "=", crawlId)
      .orderBy("crawl_urls.url")
      .execute();

  it("crawls every linked page once, records statuses, redirects and external links, and completes", async () => {
    site = await startCrawlSite({
      "/": page("Home", ["/a", "/b", "/old", "https://elsewhere.example/x"]),
      "/a": page("A", ["/", "/b", "/a#top"]),
      "/b": page("B", ["/missing"]),
      "/old": { status: 301, headers: { location: "/a" } },
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    let issuesComputed = 0;
    const result = await runCrawl(
      testCrawlDeps(database, { computeIssues: async () => void issuesComputed++ }),
      { crawlId },
    );
    expect(result).toBe("completed");
    expect(issuesComputed).toBe(1);
    const rows = await urls(crawlId);
    const by = new Map(rows.map((row) => [row.url.replace(site.origin, ""), row]));
    expect(by.get("/")).toMatchObject({ state: "done", status: 200, title: "Home", depth: 0 });
    expect(by.get("/a")).toMatchObject({ state: "done", status: 200, depth: 1 });
    expect(by.get("/old")).toMatchObject({ state: "done", status: 301, depth: 1 });
    expect(by.get("/missing")).toMatchObject({ state: "done", status: 404, depth: 2 });
    expect(rows.find((row) => row.url === "https://elsewhere.example/x")).toMatchObject({
      state: "skipped",
      skip_reason: "external",
    });
    // Each page fetched once: "/a#top" is "/a", and the redirect's target was already known.
    const pagePaths = site.paths().filter((path) => !path.endsWith(".txt") && !path.endsWith(".xml"));
    expect(pagePaths.sort()).toEqual(["/", "/a", "/b", "/missing", "/old"]);
    const crawl = await database.db
      .selectFrom("crawls")
      .selectAll()
      .where("id", "=", crawlId)
      .executeTakeFirstOrThrow();
    expect(crawl.state).toBe("completed");
    expect(crawl.finished_at).not.toBeNull();
  });
});
