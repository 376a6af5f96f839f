import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CrawlApi, startCrawlApi } from "../../../test/crawl-api";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { json, type TestContext } from "../../../test/harness";

const product = (name: string, price: string, author: string) =>
  page(name, ["/"], `<meta name="author" content="${author}"><div class="price">  ${price} </div>`);

/**
 * Custom extraction (issue 28) through the API, with the real queue, workers and crawler: each
 * rule's values are a field of every page, a column of the pages CSV, and a selector that cannot
 * run is refused when the site is saved.
 */
describe.each(testDatabaseKinds())("custom extraction [%s]", (kind) => {
  let api: CrawlApi;
  let t: TestContext;
  let site: CrawlSite;
  let cookie: string;

  beforeEach(async () => {
    site = await startCrawlSite({
      "/": page("Shop", ["/shed", "/rake"]),
      "/shed": product("Garden shed", "499 €", "Ada"),
      "/rake": product("Rake", "19 €", "Grace"),
    });
    api = await startCrawlApi(kind, {});
    ({ t, cookie } = api);
  });
  afterEach(async () => {
    await api.close();
    await site.close();
  });

  const crawl = (siteId: string) => api.crawl(siteId);
  const extractedByPath = async (crawlId: string) => {
    const pages = (await json(await t.request(`/api/v1/crawls/${crawlId}/pages?limit=10`, { cookie }))).items;
    return Object.fromEntries(
      pages.map((p: { url: string; extracted: unknown }) => [p.url.replace(site.origin, ""), p.extracted]),
    );
  };

  it("gives every page its rules' values, as fields and CSV columns, and follows a change of the rules", async () => {
    const refused = await t.request("/api/v1/sites", {
      cookie,
      json: { startUrl: site.url, settings: { extraction: [{ name: "Price", selector: "div[" }] } },
    });
    expect(refused.status).toBe(400);
    const error = (await json(refused)).error;
    expect(error.details.field).toBe("settings.extraction.0.selector");
    expect(error.message).toContain("is not a CSS selector");

    const created = await json(
      await t.request("/api/v1/sites", {
        cookie,
        json: {
          startUrl: site.url,
          settings: {
            ratePerSecond: 50,
            extraction: [
              { name: "Price", selector: ".price" },
              { name: "Author", selector: 'meta[name="author"]', attribute: "content" },
            ],
          },
        },
      }),
    );
    const first = await crawl(created.id);
    expect(await extractedByPath(first.id)).toEqual({
      "/": { Price: [], Author: [] },
      "/shed": { Price: ["499 €"], Author: ["Ada"] },
      "/rake": { Price: ["19 €"], Author: ["Grace"] },
    });
    const csv = await (await t.request(`/api/v1/crawls/${first.id}/pages.csv`, { cookie })).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header!.split(",").slice(-2)).toEqual(["Price", "Author"]);
    expect(rows.find((row) => row.includes("/shed"))!.endsWith(",499 €,Ada")).toBe(true);

    // New rules apply to the next crawl; the first keeps what it found.
    const changed = await t.request(`/api/v1/sites/${created.id}`, {
      method: "PATCH",
      cookie,
      json: { settings: { extraction: [{ name: "Heading", selector: "h1" }] } },
    });
    expect(changed.status).toBe(200);
    const second = await crawl(created.id);
    expect((await extractedByPath(second.id))["/shed"]).toEqual({ Heading: ["Garden shed"] });
    expect((await extractedByPath(first.id))["/shed"]).toEqual({ Price: ["499 €"], Author: ["Ada"] });
  });

  it("runs XPath and regex rules beside CSS ones, and refuses an XPath that does not parse or one given an @attribute", async () => {
    const save = (extraction: unknown[]) =>
      t.request("/api/v1/sites", { cookie, json: { startUrl: site.url, settings: { extraction } } });
    const badXPath = await save([{ name: "Author", kind: "xpath", selector: "//meta[@name=" }]);
    expect(badXPath.status).toBe(400);
    expect((await json(badXPath)).error).toMatchObject({
      message: expect.stringMatching(/^Author: “\/\/meta\[@name=” is not an XPath expression/),
      details: { field: "settings.extraction.0.selector" },
    });
    const xpathWithAttribute = await save([
      { name: "A", kind: "xpath", selector: "//meta", attribute: "content" },
    ]);
    expect(xpathWithAttribute.status).toBe(400);
    expect((await json(xpathWithAttribute)).error.message).toContain(
      "Only a CSS extraction reads an @attribute",
    );
    const badRegex = await save([{ name: "P", kind: "regex", selector: "(?=€)" }]);
    expect(badRegex.status).toBe(400);
    expect((await json(badRegex)).error.message).toContain("look-ahead");

    const created = await json(
      await save([
        { name: "Author", kind: "xpath", selector: "//meta[@name='author']/@content" },
        { name: "Links", kind: "xpath", selector: "count(//a)" },
        { name: "Amount", kind: "regex", selector: "(\\d+) €" },
      ]),
    );
    expect(created.settings.extraction.map((rule: { kind: string }) => rule.kind)).toEqual([
      "xpath",
      "xpath",
      "regex",
    ]);
    const done = await crawl(created.id);
    expect(await extractedByPath(done.id)).toEqual({
      "/": { Author: [], Links: ["2"], Amount: [] },
      "/shed": { Author: ["Ada"], Links: ["1"], Amount: ["499"] },
      "/rake": { Author: ["Grace"], Links: ["1"], Amount: ["19"] },
    });
  });
});
