import { existsSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_RENDERED_SITE } from "../../../test/client-rendered-site";
import { type CrawlApi, startCrawlApi } from "../../../test/crawl-api";
import { type CrawlSite, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RENDERING_CHECKS = [
  "rendering-changes-indexing",
  "content-only-rendered",
  "rendering-changes-metadata",
  "js-only-links",
  "render-failed",
];

/**
 * JavaScript rendering (issue 28) through the API, with the real queue, workers, crawler and
 * Debian's Chromium: the same site crawled raw and rendered, what rendering changed per page, the
 * links only rendering finds, and the site issues that say so — on the pages concerned only.
 */
describe.skipIf(!existsSync(CHROMIUM)).each(testDatabaseKinds())("JavaScript rendering [%s]", (kind) => {
  let api: CrawlApi;
  let t: TestContext;
  let site: CrawlSite;
  let cookie: string;

  beforeEach(async () => {
    site = await startCrawlSite(CLIENT_RENDERED_SITE);
    api = await startCrawlApi(kind, { CHROMIUM_PATH: CHROMIUM }, { crawlTimeoutMs: 30_000 });
    ({ t, cookie } = api);
  });
  afterEach(async () => {
    await api.close();
    await site.close();
  });

  const crawl = (siteId: string) => api.crawl(siteId);
  const pagesByPath = async (crawlId: string) => {
    const pages = (await json(await t.request(`/api/v1/crawls/${crawlId}/pages?limit=50`, { cookie }))).items;
    return new Map(pages.map((p: { url: string }) => [p.url.replace(site.origin, ""), p])) as Map<
      string,
      Record<string, unknown>
    >;
  };
  const issuePaths = async (crawlId: string, check: string) =>
    (await json(await t.request(`/api/v1/crawls/${crawlId}/issues?check=${check}`, { cookie }))).items.map(
      (row: { url: string }) => row.url.replace(site.origin, ""),
    );

  it("crawls the site raw and rendered, and reports what rendering changed where it changed", async () => {
    const created = await json(
      await t.request("/api/v1/sites", {
        cookie,
        json: { startUrl: site.url, settings: { ratePerSecond: 50 } },
      }),
    );
    const raw = await crawl(created.id);
    const rawPages = await pagesByPath(raw.id);
    // Without rendering the shell is all there is: its two script-made links are never found.
    expect([...rawPages.keys()].sort()).toEqual(["/", "/about", "/app.js", "/gated"]);
    expect(rawPages.get("/")).toMatchObject({ title: "Loading…", rendering: null });
    const rawSummary = await json(await t.request(`/api/v1/crawls/${raw.id}/issues`, { cookie }));
    for (const id of RENDERING_CHECKS)
      expect(rawSummary.checks.find((check: { id: string }) => check.id === id)).toMatchObject({
        checked: false,
        notCheckedBecause: "not-rendered",
      });

    const changed = await t.request(`/api/v1/sites/${created.id}`, {
      method: "PATCH",
      cookie,
      json: { settings: { renderJavaScript: true } },
    });
    expect(changed.status).toBe(200);
    const rendered = await crawl(created.id);
    const pages = await pagesByPath(rendered.id);
    expect([...pages.keys()].sort()).toEqual(["/", "/about", "/app.js", "/contact", "/gated", "/products"]);
    const home = pages.get("/")!;
    // The rendered DOM is what the crawl analysed; the HTML's signals are kept beside it.
    expect(home).toMatchObject({
      title: "Client Shop",
      h1: "Client Shop",
      description: "Garden tools, forged by hand.",
    });
    expect(home.rendering).toMatchObject({
      failure: null,
      settled: true,
      raw: { title: "Loading…", h1: null, canonical: null, description: null, links: 1 },
      rendered: { title: "Client Shop", h1: "Client Shop", canonical: site.url, links: 3 },
      jsOnlyLinks: [`${site.origin}/products`, `${site.origin}/contact`],
      jsOnlyLinkCount: 2,
    });
    expect((home.rendering as { changed: string[] }).changed.sort()).toEqual(
      ["canonical", "description", "h1", "links", "title", "wordCount"].sort(),
    );
    expect((home.rendering as { raw: { wordCount: number } }).raw.wordCount).toBeLessThan(5);
    expect(home.wordCount as number).toBeGreaterThan(100);
    // The script and the data were fetched once each for the crawl, the page once (not again to render it).
    expect(site.paths().filter((path) => path === "/").length).toBe(2);
    expect(site.paths().filter((path) => path === "/api/catalogue.json")).toHaveLength(1);
    // An ordinary page: rendered too, and nothing changed.
    expect(pages.get("/about")!.rendering).toMatchObject({ changed: [], jsOnlyLinkCount: 0 });

    expect(await issuePaths(rendered.id, "js-only-links")).toEqual(["/"]);
    expect(await issuePaths(rendered.id, "content-only-rendered")).toEqual(["/"]);
    expect(await issuePaths(rendered.id, "rendering-changes-metadata")).toEqual(["/"]);
    expect(await issuePaths(rendered.id, "rendering-changes-indexing")).toEqual(["/", "/gated"]);
    // Its script took the noindex away, but the HTML as sent excludes it: not indexable, and why.
    expect(pages.get("/gated")).toMatchObject({ indexable: false, nonIndexableReason: "noindex" });
    expect(pages.get("/gated")!.rendering).toMatchObject({
      raw: { robots: "noindex" },
      rendered: { robots: null },
    });
    expect(await issuePaths(rendered.id, "render-failed")).toEqual([]);
    const rows = await json(
      await t.request(`/api/v1/crawls/${rendered.id}/issues?check=rendering-changes-indexing`, { cookie }),
    );
    expect(rows.items[0].detail.changed).toBe("title, description, canonical, h1, word count, links");
    // The pages CSV of a rendered crawl carries the comparison as columns; a raw crawl's does not.
    const csv = await (await t.request(`/api/v1/crawls/${rendered.id}/pages.csv`, { cookie })).text();
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header!.split(",").slice(-3)).toEqual(["changed_by_javascript", "js_only_links", "render_error"]);
    expect(lines.find((line) => line.startsWith(`${site.url},`))).toMatch(
      /,title description canonical h1 wordCount links,2,$/,
    );
    const rawCsv = await (await t.request(`/api/v1/crawls/${raw.id}/pages.csv`, { cookie })).text();
    expect(rawCsv.split(/\r?\n/)[0]).not.toContain("changed_by_javascript");
  }, 90_000);
});

describe.each(testDatabaseKinds())("JavaScript rendering without Chromium [%s]", (kind) => {
  let t: TestContext;
  afterEach(async () => t?.close());

  it("says so in the server's setup, and refuses the setting on its field", async () => {
    t = await createTestContext(kind, { env: { CHROMIUM_PATH: "/nonexistent/chromium" } });
    const { cookie } = await t.createUser();
    const system = await json(await t.request("/api/v1/system", { cookie }));
    expect(system.crawl.rendering).toEqual({
      available: false,
      reason: expect.stringContaining("CHROMIUM_PATH (/nonexistent/chromium) does not exist"),
    });
    const refused = await t.request("/api/v1/sites", {
      cookie,
      json: { startUrl: "https://example.com/", settings: { renderJavaScript: true } },
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.details.field).toBe("settings.renderJavaScript");
    const sites = await json(await t.request("/api/v1/sites", { cookie }));
    expect(sites.items ?? sites).toHaveLength(0);
  });
});
