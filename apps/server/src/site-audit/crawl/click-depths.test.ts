import { afterEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { createTestCrawl, openCrawlDatabase, testCrawlDeps } from "../../../test/crawls";
import { testDatabaseKinds } from "../../../test/databases";
import type { DatabaseHandle } from "../../db/client";
import { runCrawl } from "./run-crawl";

/**
 * Click depth is the shortest path along links from the start URL, whatever order pages were
 * crawled in: here the sitemap lists the deep pages first, so the crawl meets them before any link
 * does, and one page is first linked from a deep page before a shallow one links to it.
 */
describe.each(testDatabaseKinds())("click depths [%s]", (kind) => {
  let database: DatabaseHandle;
  let site: CrawlSite;
  afterEach(async () => {
    await site?.close();
    await database?.close();
  });

  it("are the shortest link paths once the crawl completes; redirects add no click; orphans have none", async () => {
    const sitemap = (origin: string) =>
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
        "/d4",
        "/d3",
        "/d2",
        "/orphan",
        "/shortcut",
      ]
        .map((p) => `<url><loc>${origin}${p}</loc></url>`)
        .join("")}</urlset>`;
    const routes: Parameters<typeof startCrawlSite>[0] = {
      "/": page("Home", ["/d1", "/go"]),
      "/d1": page("D1", ["/d2"]),
      "/d2": page("D2", ["/d3"]),
      "/d3": page("D3", ["/d4", "/shortcut"]),
      "/d4": page("D4"),
      "/go": { status: 301, headers: { location: "/shortcut" } },
      "/shortcut": page("Shortcut"),
      "/orphan": page("Orphan"),
    };
    site = await startCrawlSite(routes);
    routes["/sitemap.xml"] = { headers: { "content-type": "application/xml" }, body: sitemap(site.origin) };
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50, concurrency: 1 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    const rows = await database.db
      .selectFrom("crawl_urls")
      .select(["url", "depth"])
      .where("crawl_id", "=", crawlId)
      .execute();
    const depth = Object.fromEntries(rows.map((r) => [r.url.replace(site.origin, ""), r.depth]));
    expect(depth).toEqual({
      "/": 0,
      "/d1": 1,
      "/go": 1,
      "/shortcut": 1,
      "/d2": 2,
      "/d3": 3,
      "/d4": 4,
      "/orphan": null,
    });
  });
});
