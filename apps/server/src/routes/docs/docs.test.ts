import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PLANS } from "@ranklens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { setPersonalPlan } from "../../../test/workspaces";
import { createApiV1 } from "../../app";
import { API_V1_BASE } from "./openapi-document";

/** Every method + path the mounted /api/v1 routers answer, in OpenAPI spelling. */
function mountedRoutes(): string[] {
  const routes = createApiV1().routes.filter((r) => r.method !== "ALL");
  const spelled = routes.map(
    (r) => `${r.method.toLowerCase()} ${API_V1_BASE}${r.path.replace(/:(\w+)/g, "{$1}")}`,
  );
  return [...new Set(spelled)].sort();
}

describe("API documentation", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext("sqlite");
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves one OpenAPI 3.1 document with every mounted /api/v1 route", async () => {
    const res = await t.request("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = await json(res);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: "RankLens API", version: expect.any(String) });

    const expected = mountedRoutes();
    // The routes this work added, and some of the others, must be among them.
    for (const route of [
      "get /api/v1/usage",
      "post /api/v1/billing/checkout",
      "post /api/v1/billing/webhook",
      "get /api/v1/api-keys",
      "post /api/v1/api-keys",
      "delete /api/v1/api-keys/{id}",
      "post /api/v1/analyses",
      "get /api/v1/content",
      "get /api/v1/sites",
      "post /api/v1/sites",
      "patch /api/v1/sites/{id}",
      "post /api/v1/sites/{id}/crawls",
      "get /api/v1/crawls/{id}",
      "post /api/v1/crawls/{id}/pause",
      "get /api/v1/crawls/{id}/pages",
      "get /api/v1/crawls/{id}/pages.csv",
    ]) {
      expect(expected).toContain(route);
    }
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(expected);
  });

  it("describes how to authenticate, and errors in the common shape", async () => {
    const doc = await json(await t.request("/api/openapi.json"));
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.security).toEqual([{ sessionCookie: [] }, { apiKey: [] }]);
    expect(doc.paths["/api/v1/billing/webhook"].post.security).toEqual([]);
    expect(doc.paths["/api/v1/api-keys"].post.security).toEqual([{ sessionCookie: [] }]);
    const quota = doc.paths["/api/v1/analyses"].post.responses["429"];
    expect(quota.content["application/json"].schema).toBeDefined();
    // Every operation has at least one success and one documented error response.
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, { responses: object }>>,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        // A browser's round trip (Search Console's connect and Google's callback) succeeds with a redirect.
        expect(
          statuses.some((s) => s.startsWith("2") || s === "302"),
          `${method} ${path}`,
        ).toBe(true);
        expect(
          statuses.some((s) => /^[45]/.test(s)),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
  });

  it("says which operations take an API key exactly as the server lets keys in", async () => {
    const doc = await json(await t.request("/api/openapi.json"));
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const created = await t.request("/api/v1/api-keys", {
      cookie: user.cookie,
      json: { name: "docs check" },
    });
    const { key } = await json(created);
    const operations = Object.entries(doc.paths as Record<string, Record<string, { security?: object[] }>>);
    let checked = 0;
    for (const [path, item] of operations) {
      const get = item.get;
      if (!get || path.includes("{")) continue;
      // A public page (an unsubscribe link) asks for no credentials: whether a key is let in says nothing.
      if (get.security?.length === 0) continue;
      const security = get.security ?? doc.security;
      const documentedForKeys = security.some((requirement: object) => "apiKey" in requirement);
      const res = await t.app.request(`http://localhost:3000${path}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(res.status !== 403, `GET ${path} answers a key with ${res.status}`).toBe(documentedForKeys);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it("states the plans' competitor limits from the plans config, not a placeholder", async () => {
    const doc = await json(await t.request("/api/openapi.json"));
    const create = doc.paths["/api/v1/analyses"].post;
    expect(create.summary).not.toMatch(/\bN\b/);
    const { basic, pro } = PLANS;
    expect(create.summary).toContain(
      `up to ${basic.maxCompetitors} competitors on Basic, ${pro.maxCompetitors} on Pro`,
    );
    expect(create.description).toContain(`Basic: ${basic.analysesPerMonth} per calendar month`);
    const crawl = doc.paths["/api/v1/sites/{id}/crawls"].post;
    expect(crawl.description).toContain(`Basic: ${basic.pagesPerCrawl.toLocaleString("en-US")}`);
    expect(crawl.description).toContain(`Basic: ${basic.crawlsPerMonth}, Pro: unlimited`);
    // Lists answer CSV too, and say so.
    expect(Object.keys(doc.paths["/api/v1/crawls/{id}/pages"].get.responses["200"].content)).toEqual([
      "application/json",
      "text/csv",
    ]);
  });

  it("lists its tags in reading order, each described, and tags every operation with one of them", async () => {
    const doc = await json(await t.request("/api/openapi.json"));
    const names = (doc.tags as Array<{ name: string; description: string }>).map((tag) => tag.name);
    expect(names.slice(0, 3)).toEqual(["Analyses", "Content", "Assistant"]);
    for (const tag of doc.tags) expect(tag.description.length, tag.name).toBeGreaterThan(20);
    for (const item of Object.values(doc.paths as Record<string, Record<string, { tags: string[] }>>)) {
      for (const operation of Object.values(item)) expect(names).toContain(operation.tags[0]);
    }
  });

  it("serves /api from the web build's prerendered page, with that page's own policy", async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), "web-"));
    mkdirSync(path.join(webRoot, "api"));
    writeFileSync(
      path.join(webRoot, "api", "index.html"),
      "<!doctype html><title>RankLens API reference</title><main>reference</main>",
    );
    const site = await createTestContext("sqlite", { webRoot });
    try {
      const page = await site.request("/api");
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await page.text()).toContain("<title>RankLens API reference</title>");
      // The page's CSP (script hashes, self), not the API's default-src 'none'.
      expect(page.headers.get("content-security-policy")).toContain("script-src");
      // Endpoints below /api are still API answers, never the page.
      const missing = await site.request("/api/nothing-here");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toMatch(/^application\/json/);
    } finally {
      await site.close();
    }
  });

  it("has no /api page without a web build (API-only server)", async () => {
    const res = await t.request("/api");
    expect(res.status).toBe(404);
    expect((await json(res)).error.code).toBe("NOT_FOUND");
  });

  it("keeps API responses under the strict API policy", async () => {
    const res = await t.request("/api/openapi.json");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });
});
