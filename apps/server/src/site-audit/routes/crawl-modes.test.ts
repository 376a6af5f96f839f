import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { eventually } from "../../../test/job-queues";
import { setPersonalPlan } from "../../../test/workspaces";
import { jobKinds } from "../../job-kinds";
import { startWorkers } from "../../jobs/job-definition";
import type { StopWorker } from "../../jobs/job-queue";

/**
 * List and sitemap crawls (issue 28) through the API, with the real queue, workers and crawler
 * against a local site that records every request it gets: they fetch exactly the URLs given
 * (and robots.txt), nothing their pages lead to, and say which checks they could not make.
 */
describe.each(testDatabaseKinds())("list and sitemap crawls [%s]", (kind) => {
  let t: TestContext;
  let site: CrawlSite;
  let stopWorkers: StopWorker;
  let cookie: string;
  let siteId: string;

  beforeEach(async () => {
    const pages: Record<string, string> = {};
    for (let i = 1; i <= 8; i++)
      pages[`/p${i}`] = page(`Page ${i} of the site`, ["/", `/p${i + 1}`, "/gone"]);
    site = await startCrawlSite({
      "/": page("Home of the site", ["/p1", "/p2"]),
      ...pages,
      "/moved": { status: 301, headers: { location: "/p8" } },
      "/sitemap.xml": (_request, response) =>
        response
          .writeHead(200, { "content-type": "application/xml" })
          .end(
            `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
              `<url><loc>${site.origin}/p6</loc></url><url><loc>${site.origin}/p7</loc></url></urlset>`,
          ),
    });
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true" } });
    stopWorkers = startWorkers(t.deps.jobs, t.deps, jobKinds);
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    cookie = user.cookie;
    const created = await t.request("/api/v1/sites", {
      cookie,
      json: { startUrl: site.url, settings: { ratePerSecond: 50 } },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    siteId = (await json(created)).id;
  });
  afterEach(async () => {
    await stopWorkers({ graceMs: 0 });
    await t.close();
    await site.close();
  });

  const start = (body?: unknown) =>
    t.request(`/api/v1/sites/${siteId}/crawls`, {
      method: "POST",
      cookie,
      ...(body === undefined ? {} : { json: body }),
    });
  const finished = (id: string) =>
    eventually(
      async () => {
        const crawl = await json(await t.request(`/api/v1/crawls/${id}`, { cookie }));
        return crawl.state === "completed" && crawl;
      },
      "the crawl to complete",
      20_000,
    );
  const pagePaths = async (id: string) =>
    (await json(await t.request(`/api/v1/crawls/${id}/pages?limit=100`, { cookie }))).items
      .map((p: { url: string }) => p.url.replace(site.origin, ""))
      .sort();

  it("a list crawl fetches exactly the URLs of its list, follows nothing, and says which checks it could not make", async () => {
    const urls = ["/p1", "/p3", "/p5", "/moved", "/p3", "/gone"].map((path) => `${site.origin}${path}`);
    urls.push(`${site.origin}/p7?utm_source=mail`); // the site's query rule drops utm_*: /p7
    const response = await start({ mode: "list", urls });
    expect(response.status, await response.clone().text()).toBe(201);
    const crawl = await json(response);
    expect(crawl).toMatchObject({ mode: "list", sitemapUrl: null });
    // The list is the page cap: six distinct URLs, the duplicate /p3 dropped.
    expect(crawl.settings.maxPages).toBe(6);
    await finished(crawl.id);

    const fetched = site.requests.map((r) => r.path).filter((path) => path !== "/robots.txt");
    expect(fetched.sort()).toEqual(["/gone", "/moved", "/p1", "/p3", "/p5", "/p7"]);
    expect(await pagePaths(crawl.id)).toEqual(["/gone", "/moved", "/p1", "/p3", "/p5", "/p7"]);

    // The redirect's target and the pages' links are known, not fetched.
    const moved = await json(
      await t.request(`/api/v1/crawls/${crawl.id}/page?url=${encodeURIComponent(`${site.origin}/moved`)}`, {
        cookie,
      }),
    );
    expect(moved.page).toMatchObject({ status: 301, foundVia: "list", depth: null, linkScore: null });

    const summary = await json(await t.request(`/api/v1/crawls/${crawl.id}/issues`, { cookie }));
    const byId = new Map(summary.checks.map((check: { id: string }) => [check.id, check]));
    // /gone is linked from every listed page but was never fetched through them: not checked, not 0 broken.
    expect(byId.get("broken-internal-links")).toMatchObject({
      checked: false,
      notCheckedBecause: "exact-crawl",
      count: 0,
    });
    expect(byId.get("orphan-pages")).toMatchObject({ checked: false });
    expect(byId.get("sitemap-non-indexable")).toMatchObject({ checked: false });
    // Checks of the fetched pages themselves are made.
    expect(byId.get("duplicate-titles")).toMatchObject({ checked: true });
    expect(byId.get("non-indexable-pages")).toMatchObject({ checked: true });
  });

  it("a sitemap crawl fetches exactly the sitemap's URLs", async () => {
    const response = await start({ mode: "sitemap", sitemapUrl: `${site.origin}/sitemap.xml` });
    expect(response.status, await response.clone().text()).toBe(201);
    const crawl = await json(response);
    expect(crawl).toMatchObject({ mode: "sitemap", sitemapUrl: `${site.origin}/sitemap.xml` });
    await finished(crawl.id);
    expect(await pagePaths(crawl.id)).toEqual(["/p6", "/p7"]);
    const fetched = site.requests.map((r) => r.path).filter((path) => path !== "/robots.txt");
    expect(fetched.sort()).toEqual(["/p6", "/p7", "/sitemap.xml"]);
    const summary = await json(await t.request(`/api/v1/crawls/${crawl.id}/issues`, { cookie }));
    const sitemapCheck = summary.checks.find((check: { id: string }) => check.id === "sitemap-non-indexable");
    expect(sitemapCheck).toMatchObject({ checked: true });
  });

  it("a sitemap crawl whose sitemap cannot be read fails saying so, having fetched no page", async () => {
    const crawl = await json(
      await start({ mode: "sitemap", sitemapUrl: `${site.origin}/no-such-sitemap.xml` }),
    );
    const failed = await eventually(
      async () => {
        const now = await json(await t.request(`/api/v1/crawls/${crawl.id}`, { cookie }));
        return now.state === "failed" && now;
      },
      "the crawl to fail",
      20_000,
    );
    expect(failed.stateReason).toBe(
      `The sitemap ${site.origin}/no-such-sitemap.xml could not be read (HTTP 404).`,
    );
    expect(site.requests.map((r) => r.path).filter((path) => path !== "/robots.txt")).toEqual([
      "/no-such-sitemap.xml",
    ]);
  });

  it("refuses a list with a line off the site or not a URL, naming the line, and stores nothing", async () => {
    const other = await start({ mode: "list", urls: [`${site.origin}/p1`, "https://example.org/p2"] });
    expect(other.status).toBe(400);
    expect(await json(other)).toMatchObject({
      error: { message: `Line 2 is not on ${new URL(site.origin).host}: https://example.org/p2` },
    });
    const junk = await start({ mode: "list", urls: ["not a url"] });
    expect(junk.status).toBe(400);
    expect((await json(junk)).error.message).toBe("Line 1 is not an http(s) URL: not a url");
    const empty = await start({ mode: "list", urls: [] });
    expect(empty.status).toBe(400);
    const crawls = await json(await t.request(`/api/v1/sites/${siteId}/crawls`, { cookie }));
    expect(crawls.items).toEqual([]);
  });

  it("refuses a list longer than the plan's pages per crawl, with both numbers", async () => {
    const user = await t.createUser();
    const created = await t.request("/api/v1/sites", { cookie: user.cookie, json: { startUrl: site.url } });
    const basicSite = (await json(created)).id;
    const urls = Array.from({ length: 501 }, (_, i) => `${site.origin}/p${i}`);
    const response = await t.request(`/api/v1/sites/${basicSite}/crawls`, {
      method: "POST",
      cookie: user.cookie,
      json: { mode: "list", urls },
    });
    expect(response.status).toBe(402);
    expect((await json(response)).error.message).toMatch(
      /crawls at most [\d,]+ pages; the list has 501 URLs\./,
    );
  });

  it("a spider crawl is compared with the last spider crawl, not with a list crawl in between", async () => {
    const spider = await json(await start());
    expect(spider.mode).toBe("spider");
    await finished(spider.id);
    const list = await json(await start({ mode: "list", urls: [`${site.origin}/p1`] }));
    expect(list.previousCrawlId).toBeNull();
    await finished(list.id);
    // `{}`, what clients sent before there were modes, is a spider crawl.
    const again = await json(await start({}));
    expect(again).toMatchObject({ mode: "spider", previousCrawlId: spider.id });
    const csv = await (await t.request(`/api/v1/sites/${siteId}/crawls.csv`, { cookie })).text();
    const [header, ...rows] = csv.split("\r\n").filter(Boolean);
    const mode = header!.split(",").indexOf("mode");
    expect(rows.map((row) => row.split(",")[mode])).toEqual(["spider", "list", "spider"]);
  });
});
