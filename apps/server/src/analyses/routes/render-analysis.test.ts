import { existsSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_RENDERED_SITE } from "../../../test/client-rendered-site";
import { type CrawlSite, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * A single-page analysis rendered in Debian's Chromium (issue 28): the report is the DOM's after
 * the page's scripts ran, and says what they changed, against the client-rendered shop the crawl
 * tests use; the same page analysed raw is the shell the server sends.
 */
describe.skipIf(!existsSync(CHROMIUM)).each(testDatabaseKinds())("a rendered analysis [%s]", (kind) => {
  let t: TestContext;
  let site: CrawlSite;
  let cookie: string;

  beforeEach(async () => {
    site = await startCrawlSite(CLIENT_RENDERED_SITE);
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true", CHROMIUM_PATH: CHROMIUM } });
    ({ cookie } = await t.createUser());
  });
  afterEach(async () => {
    await t.close();
    await site.close();
  });

  const analyse = async (body: Record<string, unknown>) => {
    const res = await t.request("/api/v1/analyses", { cookie, json: { url: site.url, ...body } });
    expect(res.status).toBe(201);
    return (await json(res)).report;
  };

  it("analyses the DOM the scripts built and reports what they changed; raw, the shell the server sends", async () => {
    const rendered = await analyse({ renderJavaScript: true });
    expect(rendered.title.text).toBe("Client Shop");
    expect(rendered.metaDescription.text).toBe("Garden tools, forged by hand.");
    expect(rendered.wordCount).toBeGreaterThan(100);
    expect(rendered.rendering).toMatchObject({
      failure: null,
      raw: { title: "Loading…", description: null, h1: null },
      rendered: { title: "Client Shop", h1: "Client Shop" },
      changed: ["title", "description", "canonical", "h1", "wordCount", "links"],
      jsOnlyLinkCount: 2,
      settled: true,
    });
    expect([...rendered.rendering.jsOnlyLinks].sort()).toEqual([
      `${site.origin}/contact`,
      `${site.origin}/products`,
    ]);
    // Its script and the data it loaded came through the server's fetcher.
    expect(rendered.rendering.requests.fetched).toBeGreaterThanOrEqual(2);
    expect(site.requests.some((request) => request.path === "/api/catalogue.json")).toBe(true);

    const raw = await analyse({});
    expect(raw.title.text).toBe("Loading…");
    expect(raw).not.toHaveProperty("rendering");
  }, 60_000);

  it("finds nothing to report on a page its scripts leave alone", async () => {
    const report = (
      await json(
        await t.request("/api/v1/analyses", {
          cookie,
          json: { url: `${site.origin}/about`, renderJavaScript: true },
        }),
      )
    ).report;
    expect(report.title.text).toBe("About the shop");
    expect(report.rendering.changed).toEqual([]);
    expect(report.rendering.jsOnlyLinkCount).toBe(0);
  }, 60_000);
});

describe.each(testDatabaseKinds())("a rendered analysis without Chromium [%s]", (kind) => {
  let t: TestContext;
  afterEach(async () => t?.close());

  it("is refused on its field with the server's reason, and nothing is analysed or counted", async () => {
    t = await createTestContext(kind, { env: { CHROMIUM_PATH: "/nonexistent/chromium" } });
    const { cookie } = await t.createUser();
    const refused = await t.request("/api/v1/analyses", {
      cookie,
      json: { url: "https://example.com/", renderJavaScript: true },
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toMatchObject({
      message: expect.stringContaining("CHROMIUM_PATH (/nonexistent/chromium) does not exist"),
      details: { field: "renderJavaScript" },
    });
    expect((await json(await t.request("/api/v1/analyses", { cookie }))).items).toHaveLength(0);
  });
});
