import { afterEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { createTestCrawl, openCrawlDatabase, testCrawlDeps } from "../../../test/crawls";
import { testDatabaseKinds } from "../../../test/databases";
import type { DatabaseHandle } from "../../db/client";
import { runCrawl } from "./run-crawl";

/** The navigation every page carries, the way a template repeats it. */
const nav = `<nav><a href="/">Home</a> <a href="/guides">Guides</a></nav>`;
const withNav = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${nav}<h1>${title}</h1><p>${body}</p></body></html>`;

describe.each(testDatabaseKinds())("link scores of a finished crawl [%s]", (kind) => {
  let database: DatabaseHandle;
  let site: CrawlSite;
  afterEach(async () => {
    await site?.close();
    await database?.close();
  });

  it("score every fetched URL and count its distinct linking pages; nofollow links and images stay out", async () => {
    site = await startCrawlSite({
      "/": withNav(
        "Home",
        `<a href="/guides/a">A</a> <a href="/guides/b">B</a> <img src="/logo.png" alt="logo">`,
      ),
      "/guides": withNav("Guides", `<a href="/guides/a">A</a> <a href="/guides/a">A again</a>`),
      "/guides/a": withNav("A", `<a href="/guides/deep">deep</a> <a href="/gone">gone</a>`),
      "/guides/b": withNav("B", `<a rel="nofollow" href="/guides/deep">deep, nofollow</a>`),
      "/guides/deep": page("Deep"),
      "/logo.png": { headers: { "content-type": "image/png" }, body: "png" },
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50, concurrency: 2 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    const rows = await database.db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .select(["u.url", "p.link_score", "p.unique_inlinks"])
      .where("p.crawl_id", "=", crawlId)
      .execute();
    const byPath = Object.fromEntries(rows.map((r) => [new URL(r.url).pathname, r]));
    // Pages other than itself that link here with a followed link.
    expect(Object.fromEntries(Object.entries(byPath).map(([path, r]) => [path, r.unique_inlinks]))).toEqual({
      // The navigation is on four pages; its link to the page it is on does not count.
      "/": 3,
      "/guides": 3,
      "/guides/a": 2,
      "/guides/b": 1,
      "/guides/deep": 1,
      "/gone": 1,
      "/logo.png": null,
    });
    const score = (path: string) => byPath[path]!.link_score!;
    // A has the most links in the text (from the home page and twice from Guides): the strongest.
    expect(score("/guides/a")).toBe(100);
    // Home and Guides are alike: in the navigation of the same pages, nothing else.
    expect(score("/")).toBe(score("/guides"));
    expect(score("/guides/a")).toBeGreaterThan(score("/guides/b"));
    // Deep and gone share page A's links; B's nofollow link to deep passes nothing.
    expect(score("/guides/deep")).toBe(score("/gone"));
    expect(score("/guides/deep")).toBeLessThan(score("/guides/a"));
    expect(byPath["/logo.png"]!.link_score).toBeNull();
  });
});
