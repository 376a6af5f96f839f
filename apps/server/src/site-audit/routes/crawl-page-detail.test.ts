import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { eventually } from "../../../test/job-queues";
import { setPersonalPlan } from "../../../test/workspaces";
import { jobKinds } from "../../job-kinds";
import { startWorkers } from "../../jobs/job-definition";
import type { StopWorker } from "../../jobs/job-queue";

const HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Home</title></head><body>
<nav><a href="/">Home link</a> <a href="/about">About in nav</a></nav>
<h1>Home</h1><p>Welcome. Read <a href="/about">all about us</a>, the <a href="/missing">lost page</a>,
the <a href="/a">first hop</a> and the loop (<a href="/loop1">click here</a>).</p></body></html>`;

/**
 * GET /crawls/:id/pages/:urlId over a real crawl of a real local site (the app's job queue and
 * crawler, nothing faked): inlinks with their anchors and navigation flag, outlinks with their
 * targets' statuses, redirect chains and loops, failing checks with the engine's words, and the
 * workspace boundary.
 */
describe.each(testDatabaseKinds())("a crawled page in full [%s]", (kind) => {
  let t: TestContext;
  let site: CrawlSite;
  let stopWorkers: StopWorker;
  let cookie: string;
  let crawlId: string;
  let siteId: string;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    site = await startCrawlSite({
      "/": HOME,
      "/about": page("About us", ["/"]),
      "/a": { status: 301, headers: { location: "/b" } },
      "/b": { status: 302, headers: { location: "/about" } },
      "/loop1": { status: 301, headers: { location: "/loop2" } },
      "/loop2": { status: 301, headers: { location: "/loop1" } },
    });
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true" } });
    stopWorkers = startWorkers(t.deps.jobs, t.deps, jobKinds);
    const user = await t.createUser();
    cookie = user.cookie;
    await setPersonalPlan(t.database.db, user.id, "pro");
    const created = await json(
      await t.request("/api/v1/sites", {
        cookie,
        json: { startUrl: site.url, settings: { ratePerSecond: 50 } },
      }),
    );
    siteId = created.id;
    crawlId = (await json(await t.request(`/api/v1/sites/${created.id}/crawls`, { method: "POST", cookie })))
      .id;
    await eventually(
      async () =>
        (await json(await t.request(`/api/v1/crawls/${crawlId}`, { cookie }))).state === "completed",
      "the crawl to complete",
      20_000,
    );
    const list = await json(await t.request(`/api/v1/crawls/${crawlId}/pages?limit=500`, { cookie }));
    for (const item of list.items) ids.set(new URL(item.url).pathname, item.id);
  });
  afterAll(async () => {
    await stopWorkers({ graceMs: 0 });
    await t.close();
    await site.close();
  });

  const detail = async (path: string, query = "") =>
    t.request(`/api/v1/crawls/${crawlId}/pages/${ids.get(path)}${query}`, { cookie });

  it("lists inlinks with their anchors and whether they are in navigation", async () => {
    const about = await json(await detail("/about"));
    expect(about.page).toMatchObject({
      url: `${site.origin}/about`,
      status: 200,
      title: "About us",
      depth: 1,
    });
    expect(about.page.foundVia).toBe("link");
    expect(about.page.firstSourceUrl).toBe(site.url);
    // The home page links to /about twice (content and nav); /b redirects there but does not link.
    expect(about.inlinks.total).toBe(2);
    expect(about.inlinks.items).toEqual([
      { sourceId: ids.get("/"), sourceUrl: site.url, anchor: "all about us", nofollow: false, inNav: false },
      { sourceId: ids.get("/"), sourceUrl: site.url, anchor: "About in nav", nofollow: false, inNav: true },
    ]);
    expect(about.redirectChain).toEqual({ hops: [], loop: false });
    // One page links here (twice): one linking page; the anchor report groups the two texts.
    expect(about.page.uniqueInlinks).toBe(1);
    expect(about.page.linkScore).toEqual(expect.any(Number));
    expect(about.anchors).toEqual({
      items: [
        { anchor: "About in nav", links: 1, followed: 1, flag: null },
        { anchor: "all about us", links: 1, followed: 1, flag: null },
      ],
      total: 2,
    });
  });

  it("pages through inlinks with limit and offset, the total unchanged", async () => {
    const second = await json(await detail("/about", "?limit=1&inlinksOffset=1"));
    expect(second.inlinks.total).toBe(2);
    expect(second.inlinks.items.map((l: { anchor: string }) => l.anchor)).toEqual(["About in nav"]);
    expect((await detail("/about", "?limit=501")).status).toBe(400);
  });

  it("lists outlinks with each target's status", async () => {
    const home = await json(await detail("/"));
    expect(home.outlinks.total).toBe(6);
    const byAnchor = Object.fromEntries(
      home.outlinks.items.map((l: { anchor: string; status: number | null; url: string }) => [l.anchor, l]),
    );
    expect(byAnchor["lost page"]).toMatchObject({ url: `${site.origin}/missing`, status: 404, inNav: false });
    expect(byAnchor["first hop"]).toMatchObject({ url: `${site.origin}/a`, status: 301 });
    expect(byAnchor["Home link"]).toMatchObject({ url: site.url, status: 200, inNav: true });
    // The home page is linked from its own nav and from /about's content.
    expect(home.inlinks.total).toBe(2);
  });

  it("counts every page's inlinks and outlinks in the pages list", async () => {
    const list = await json(await t.request(`/api/v1/crawls/${crawlId}/pages?limit=500`, { cookie }));
    const counts = Object.fromEntries(
      list.items.map((p: { url: string; inlinks: number; outlinks: number }) => [
        new URL(p.url).pathname,
        [p.inlinks, p.outlinks],
      ]),
    );
    expect(counts).toMatchObject({
      "/": [2, 6],
      "/about": [2, 1],
      "/missing": [1, 0],
      "/a": [1, 0],
      "/b": [0, 0],
    });
    const csv = await (await t.request(`/api/v1/crawls/${crawlId}/pages.csv?q=about`, { cookie })).text();
    const [header, row] = csv.split("\r\n");
    const cells = header.split(",");
    expect(row.split(",")[cells.indexOf("inlinks")]).toBe("2");
  });

  it("follows a redirect chain to its end, and stops on a loop", async () => {
    const a = await json(await detail("/a"));
    expect(a.redirectChain).toEqual({
      hops: [
        { id: ids.get("/a"), url: `${site.origin}/a`, status: 301 },
        { id: ids.get("/b"), url: `${site.origin}/b`, status: 302 },
        { id: ids.get("/about"), url: `${site.origin}/about`, status: 200 },
      ],
      loop: false,
    });
    const loop = await json(await detail("/loop1"));
    expect(loop.redirectChain.loop).toBe(true);
    // Its one inlink says nothing of where it leads: flagged in the anchor report.
    expect(loop.anchors.items).toEqual([{ anchor: "click here", links: 1, followed: 1, flag: "generic" }]);
    expect(loop.redirectChain.hops.map((h: { url: string }) => new URL(h.url).pathname)).toEqual([
      "/loop1",
      "/loop2",
      "/loop1",
    ]);
  });

  it("gives the failing checks with the engine's titles and their findings", async () => {
    const about = await json(await detail("/about"));
    // The test page has no meta description: the engine's check for it fails.
    const description = about.page.failingChecks.find((c: { id: string }) => c.id === "meta-description");
    expect(description).toMatchObject({ status: expect.stringMatching(/fail|warn/) });
    expect(description.title.length).toBeGreaterThan(5);
    expect(description.title).not.toBe("meta-description");
    expect(description.description.length).toBeGreaterThan(10);
  });

  it("is not found for an unknown URL id, a resource of another crawl, or another workspace", async () => {
    const unknown = await t.request(`/api/v1/crawls/${crawlId}/pages/999999`, { cookie });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.message).toBe("Page not found in this crawl");
    const stranger = await t.createUser({ email: "stranger@example.com" });
    const foreign = await t.request(`/api/v1/crawls/${crawlId}/pages/${ids.get("/")}`, {
      cookie: stranger.cookie,
    });
    expect(foreign.status).toBe(404);
    expect((await t.request(`/api/v1/crawls/${crawlId}/pages/abc`, { cookie })).status).toBe(400);
  });

  it("finds a page by its URL in this crawl and in the next one, and lists the site's crawls that have it (ids are per crawl)", async () => {
    const byUrl = (id: string, url: string) =>
      t.request(`/api/v1/crawls/${id}/page?${new URLSearchParams({ url })}`, { cookie });
    const about = await json(await byUrl(crawlId, `${site.origin}/about`));
    expect(about).toEqual(await json(await detail("/about")));
    expect(about.history).toEqual([
      expect.objectContaining({ crawlId, urlId: ids.get("/about"), status: 200, indexable: true }),
    ]);
    expect((await byUrl(crawlId, `${site.origin}/never-linked`)).status).toBe(404);
    expect((await t.request(`/api/v1/crawls/${crawlId}/page`, { cookie })).status).toBe(400);

    const next = (await json(await t.request(`/api/v1/sites/${siteId}/crawls`, { method: "POST", cookie })))
      .id;
    await eventually(
      async () => (await json(await t.request(`/api/v1/crawls/${next}`, { cookie }))).state === "completed",
      "the recrawl to complete",
      20_000,
    );
    const again = await json(await byUrl(next, `${site.origin}/about`));
    expect(again.crawlId).toBe(next);
    expect(again.page.url).toBe(`${site.origin}/about`);
    // Newest first; the URL has another id in the new crawl.
    expect(again.history.map((h: { crawlId: string }) => h.crawlId)).toEqual([next, crawlId]);
    expect(again.history[0].urlId).toBe(again.page.id);
    expect(again.page.id).not.toBe(ids.get("/about"));
  });
});
