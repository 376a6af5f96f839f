import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { startTargetSite, type TargetSite } from "../../../test/target-site";

let site: TargetSite;
beforeAll(async () => {
  site = await startTargetSite();
});
afterAll(async () => {
  await site.close();
});

describe.each(testDatabaseKinds())("analyses API [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true" } });
  });
  afterEach(async () => {
    await t.close();
  });

  it("analyses a page, stores the report with its owner and lists it", async () => {
    const { cookie } = await t.createUser();
    const res = await t.request("/api/v1/analyses", { cookie, json: { url: `${site.url}/moved` } });
    expect(res.status).toBe(201);
    const analysis = await json(res);
    expect(analysis.report.finalUrl).toBe(`${site.url}/`);
    expect(analysis.report.redirects).toHaveLength(1);
    expect(analysis.report.title.text).toBe("Sourdough Bread Baking Guide for Beginners at Home");
    expect(analysis.report.title.length).toBe(50);
    expect(analysis.report.headings.map((h: { tag: string }) => h.tag)).toEqual(["h1", "h2", "h2"]);
    expect(analysis.report.keywords.map((k: { keyword: string }) => k.keyword)).toContain("sourdough");

    const list = await json(await t.request("/api/v1/analyses", { cookie }));
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: analysis.id,
      finalUrl: `${site.url}/`,
      title: "Sourdough Bread Baking Guide for Beginners at Home",
      scores: { seo: analysis.report.contentScore.seo },
    });
    const one = await json(await t.request(`/api/v1/analyses/${analysis.id}`, { cookie }));
    expect(one.report.checks.length).toBe(analysis.report.checks.length);
  });

  it("compares competitors and keeps a failed competitor as an entry with its error", async () => {
    const { cookie } = await t.createUser();
    const res = await t.request("/api/v1/analyses", {
      cookie,
      json: { url: site.url, competitors: [`${site.url}/thin`, `${site.url}/data.json`] },
    });
    expect(res.status).toBe(201);
    const { report } = await json(res);
    expect(report.competitors).toHaveLength(2);
    expect(report.competitors[0].error).toBeNull();
    expect(report.competitors[0].score).toBeLessThan(report.contentScore.seo);
    expect(report.competitors[1].error.code).toBe("NOT_HTML");
  });

  it("does not score a competitor that answers with an error page", async () => {
    const { cookie } = await t.createUser();
    const res = await t.request("/api/v1/analyses", {
      cookie,
      json: { url: site.url, competitors: [`${site.url}/no-such-page`] },
    });
    expect(res.status).toBe(201);
    const [missing] = (await json(res)).report.competitors;
    // A 404 page has a title and text, but "points ahead" of an error page would mislead.
    expect(missing.error).toEqual({
      code: "HTTP_ERROR",
      message: `The website answered HTTP 404 for ${site.url}/no-such-page.`,
    });
    expect(missing.score).toBeNull();
    expect(missing.pointsAhead).toEqual({ seo: null, readability: null, performance: null });
    expect(missing.finalUrl).toBe(`${site.url}/no-such-page`);
  });

  it("maps the engine's failures to the spec's messages and stores nothing", async () => {
    const { cookie } = await t.createUser();
    const notHtml = await t.request("/api/v1/analyses", { cookie, json: { url: `${site.url}/data.json` } });
    expect(notHtml.status).toBe(422);
    expect((await json(notHtml)).error.code).toBe("NOT_HTML");
    const invalid = await t.request("/api/v1/analyses", { cookie, json: { url: "http://" } });
    expect(invalid.status).toBe(400);
    expect((await json(invalid)).error).toEqual({
      code: "INVALID_URL",
      message: "Please enter a valid URL (e.g., example.com)",
      details: expect.any(Object),
    });
    const unreachable = await t.request("/api/v1/analyses", { cookie, json: { url: "http://127.0.0.1:1/" } });
    expect(unreachable.status).toBe(502);
    // What happened, not the spec's general "Unable to access the website…" (issue 29).
    expect((await json(unreachable)).error).toMatchObject({
      code: "CONNECT_FAILED",
      message:
        "The website's server did not accept the connection: it may be down, or the address or port may be wrong. Please check the URL and try again.",
    });
    expect((await json(await t.request("/api/v1/analyses", { cookie }))).total).toBe(0);
  });

  it("refuses private addresses unless ALLOW_PRIVATE_NETWORKS is on", async () => {
    const strict = await createTestContext(kind);
    try {
      const { cookie } = await strict.createUser();
      const hitsBefore = site.hits.length;
      const res = await strict.request("/api/v1/analyses", { cookie, json: { url: site.url } });
      expect(res.status).toBe(422);
      expect((await json(res)).error.code).toBe("BLOCKED_ADDRESS");
      expect(site.hits.length).toBe(hitsBefore);
    } finally {
      await strict.close();
    }
  });

  it("never shows or deletes another user's analysis", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const created = await json(
      await t.request("/api/v1/analyses", { cookie: a.cookie, json: { url: site.url } }),
    );
    expect((await t.request(`/api/v1/analyses/${created.id}`, { cookie: b.cookie })).status).toBe(404);
    expect(
      (await t.request(`/api/v1/analyses/${created.id}`, { method: "DELETE", cookie: b.cookie })).status,
    ).toBe(404);
    expect((await json(await t.request("/api/v1/analyses", { cookie: b.cookie }))).total).toBe(0);
    expect((await t.request(`/api/v1/analyses/${created.id}`, { cookie: a.cookie })).status).toBe(200);
    expect(
      (await t.request(`/api/v1/analyses/${created.id}`, { method: "DELETE", cookie: a.cookie })).status,
    ).toBe(204);
    expect((await t.request(`/api/v1/analyses/${created.id}`, { cookie: a.cookie })).status).toBe(404);
  });

  it("needs a session and a URL", async () => {
    expect((await t.request("/api/v1/analyses", { json: { url: site.url } })).status).toBe(401);
    const { cookie } = await t.createUser();
    const blank = await t.request("/api/v1/analyses", { cookie, json: { url: "  " } });
    expect(blank.status).toBe(400);
    expect((await json(blank)).error.message).toBe("Please enter a URL");
  });
});
