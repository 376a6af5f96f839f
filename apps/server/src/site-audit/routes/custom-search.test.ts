import { SEARCH_LIMITS } from "@ranklens/engine";
import { SEARCH_COUNT_CAP } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CrawlApi, startCrawlApi } from "../../../test/crawl-api";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { json, type TestContext } from "../../../test/harness";

const TAG = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>';
const SEARCHES = [
  { name: "GA4 tag", pattern: "g-abc123" },
  { name: "Sold out", pattern: "(?i)out of stock|sold out", regex: true },
];

/**
 * Custom search (issue 28) through the API, with the real queue, workers and crawler: each
 * search's count is a field of every page (0 where the page does not contain it), a column of the
 * pages CSV and a segment condition (found / not found); a regex that cannot run in linear time is
 * refused when the site is saved.
 */
describe.each(testDatabaseKinds())("custom search [%s]", (kind) => {
  let api: CrawlApi;
  let t: TestContext;
  let site: CrawlSite;
  let cookie: string;

  beforeEach(async () => {
    site = await startCrawlSite({
      "/": page("Shop", ["/shed", "/rake"], TAG),
      "/shed": page("Garden shed", ["/"], `${TAG}<p>Out of stock.</p><p>SOLD OUT until May.</p>`),
      // The one page without the tag: what "does not contain" is for.
      "/rake": page("Rake", ["/"], "<p>In stock.</p>"),
    });
    api = await startCrawlApi(kind, {});
    ({ t, cookie } = api);
  });
  afterEach(async () => {
    await api.close();
    await site.close();
  });

  it("counts each search on every page, as fields and CSV columns, and refuses a regex it cannot bound", async () => {
    const refused = await t.request("/api/v1/sites", {
      cookie,
      json: { startUrl: site.url, settings: { search: [{ name: "Twice", pattern: "(a)\\1", regex: true }] } },
    });
    expect(refused.status).toBe(400);
    const error = (await json(refused)).error;
    expect(error.details.field).toBe("settings.search.0.pattern");
    expect(error.message).toMatch(/^Twice: Regex back-references/);

    const created = await json(
      await t.request("/api/v1/sites", {
        cookie,
        json: { startUrl: site.url, settings: { ratePerSecond: 50, search: SEARCHES } },
      }),
    );
    expect(created.settings.search).toEqual([
      { name: "GA4 tag", pattern: "g-abc123", regex: false },
      { name: "Sold out", pattern: "(?i)out of stock|sold out", regex: true },
    ]);
    const crawl = await api.crawl(created.id);
    const pages = (await json(await t.request(`/api/v1/crawls/${crawl.id}/pages?limit=10`, { cookie })))
      .items;
    const searched = Object.fromEntries(
      pages.map((p: { url: string; searched: unknown }) => [p.url.replace(site.origin, ""), p.searched]),
    );
    expect(searched).toEqual({
      "/": { "GA4 tag": 1, "Sold out": 0 },
      "/shed": { "GA4 tag": 1, "Sold out": 2 },
      "/rake": { "GA4 tag": 0, "Sold out": 0 },
    });

    const csv = await (await t.request(`/api/v1/crawls/${crawl.id}/pages.csv`, { cookie })).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header!.split(",").slice(-2)).toEqual(["search: GA4 tag", "search: Sold out"]);
    expect(rows.find((row) => row.includes("/shed"))!.endsWith(",1,2")).toBe(true);
    expect(rows.find((row) => row.includes("/rake"))!.endsWith(",0,0")).toBe(true);

    // As segment conditions: "contains" is a count above 0, "does not contain" a count of 0.
    const matching = async (conditions: unknown[]) => {
      const where = encodeURIComponent(JSON.stringify({ match: "all", conditions }));
      const answer = await t.request(`/api/v1/crawls/${crawl.id}/pages?limit=10&where=${where}`, { cookie });
      expect(answer.status).toBe(200);
      return (await json(answer)).items.map((p: { url: string }) => p.url.replace(site.origin, "")).sort();
    };
    expect(await matching([{ field: "search", op: "found", value: "Sold out" }])).toEqual(["/shed"]);
    expect(await matching([{ field: "search", op: "notFound", value: "GA4 tag" }])).toEqual(["/rake"]);
    expect(await matching([{ field: "search", op: "found", value: "No such search" }])).toEqual([]);
    const where = encodeURIComponent(
      JSON.stringify({ conditions: [{ field: "search", op: "found", value: 'Say "hi"' }] }),
    );
    const badName = await t.request(`/api/v1/crawls/${crawl.id}/pages?where=${where}`, { cookie });
    expect(badName.status).toBe(400);
    expect((await json(badName)).error.details.field).toBe("where.conditions.0.value");

    const shed = pages.find((p: { url: string }) => p.url.endsWith("/shed"));
    const detail = await json(await t.request(`/api/v1/crawls/${crawl.id}/pages/${shed.id}`, { cookie }));
    expect(detail.page.searched).toEqual({ "GA4 tag": 1, "Sold out": 2 });
  });

  it("shows the same cap as the engine counts to", () => {
    expect(SEARCH_COUNT_CAP).toBe(SEARCH_LIMITS.countCap);
  });
});
