import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { startTargetSite, type TargetSite } from "../../../test/target-site";
import { personalWorkspaceId, setPersonalPlan } from "../../../test/workspaces";
import { newContentId } from "../../content/routes/content-test-client";
import { hashApiKey } from "../generate-api-key";

let site: TargetSite;
beforeAll(async () => {
  site = await startTargetSite();
});
afterAll(async () => {
  await site.close();
});

describe.each(testDatabaseKinds())("API keys [%s]", (kind) => {
  let t: TestContext;
  afterEach(async () => {
    await t.close();
  });
  const open = async (env: Record<string, string> = {}) => {
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true", ...env } });
  };
  /** A request as an API client sends it: no cookie, no Origin, just the Bearer key. */
  const withKey = (key: string, path: string, init: { method?: string; json?: unknown } = {}) =>
    t.app.request(`http://localhost:3000${path}`, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      headers: {
        authorization: `Bearer ${key}`,
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  const proUser = async () => {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    return user;
  };
  const createKey = async (cookie: string, name = "CI pipeline") => {
    const res = await t.request("/api/v1/api-keys", { cookie, json: { name } });
    expect(res.status).toBe(201);
    return json(res);
  };

  it("lives from creation through use on analyses and content to revocation", async () => {
    await open();
    const { cookie, id } = await proUser();
    const created = await createKey(cookie);
    expect(created.key).toMatch(/^rl_live_[0-9A-Za-z]{40}$/);
    expect(created).toMatchObject({ name: "CI pipeline", lastUsedAt: null, lastFour: created.key.slice(-4) });
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const stored = await t.database.db.selectFrom("api_keys").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key_hash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key);

    // Analyses, with the quota counted for the key's owner.
    const analysis = await withKey(created.key, "/api/v1/analyses", { json: { url: site.url } });
    expect(analysis.status).toBe(201);
    const analysisId = (await json(analysis)).id;
    expect((await withKey(created.key, `/api/v1/analyses/${analysisId}`)).status).toBe(200);
    expect((await json(await withKey(created.key, "/api/v1/usage"))).used).toBe(1);
    // Content: a write without cookie or Origin passes the CSRF rule (it only guards cookies).
    const contentId = newContentId();
    const content = await withKey(created.key, "/api/v1/content", {
      json: { id: contentId, title: "Written by a script", content: "Hello", type: "seo" },
    });
    expect(content.status).toBe(201);
    const listed = await json(await t.request("/api/v1/content", { cookie }));
    expect(JSON.stringify(listed)).toContain(contentId);
    const owner = await t.database.db
      .selectFrom("content_items")
      .select(["workspace_id", "created_by"])
      .where("id", "=", contentId)
      .executeTakeFirstOrThrow();
    // Written through the key: in the key's workspace, by the key's creator.
    expect(owner).toEqual({ workspace_id: await personalWorkspaceId(t.database.db, id), created_by: id });

    // The list shows the key without its secret, and when it was last used.
    const list = await json(await t.request("/api/v1/api-keys", { cookie }));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toEqual({
      id: created.id,
      name: "CI pipeline",
      prefix: created.prefix,
      lastFour: created.lastFour,
      createdAt: created.createdAt,
      lastUsedAt: expect.any(String),
      createdBy: { id, name: "Test User" },
    });
    expect(JSON.stringify(list)).not.toContain(created.key);

    const revoke = await t.request(`/api/v1/api-keys/${created.id}`, { method: "DELETE", cookie });
    expect(revoke.status).toBe(204);
    const after = await withKey(created.key, "/api/v1/analyses");
    expect(after.status).toBe(401);
    expect((await json(after)).error.message).toBe(
      "This API key has been revoked. Create a new one in Settings.",
    );
    expect((await json(await t.request("/api/v1/api-keys", { cookie }))).items).toHaveLength(0);
  });

  it("stops working at once when the owner is back on Basic, and again when on Pro", async () => {
    await open();
    const { cookie, id } = await proUser();
    const { key } = await createKey(cookie);
    expect((await withKey(key, "/api/v1/content")).status).toBe(200);
    await setPersonalPlan(t.database.db, id, "basic");
    const refused = await withKey(key, "/api/v1/content");
    expect(refused.status).toBe(401);
    expect((await json(refused)).error.message).toMatch(/^API access is part of the Pro plan/);
    await setPersonalPlan(t.database.db, id, "pro");
    expect((await withKey(key, "/api/v1/content")).status).toBe(200);
  });

  it("keeps another user's analyses and content at 404 with a key", async () => {
    await open();
    const a = await proUser();
    const b = await proUser();
    const analysis = await json(
      await t.request("/api/v1/analyses", { cookie: a.cookie, json: { url: site.url } }),
    );
    const contentId = newContentId();
    expect(
      (
        await t.request("/api/v1/content", {
          cookie: a.cookie,
          json: { id: contentId, title: "A's draft", content: "secret", type: "seo" },
        })
      ).status,
    ).toBe(201);
    const { key } = await createKey(b.cookie);
    expect((await withKey(key, `/api/v1/analyses/${analysis.id}`)).status).toBe(404);
    expect((await withKey(key, `/api/v1/analyses/${analysis.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await withKey(key, `/api/v1/content/${contentId}`)).status).toBe(404);
    expect((await withKey(key, `/api/v1/content/${contentId}`, { method: "DELETE" })).status).toBe(404);
    expect((await json(await withKey(key, "/api/v1/analyses"))).total).toBe(0);
    expect((await t.request(`/api/v1/content/${contentId}`, { cookie: a.cookie })).status).toBe(200);
  });

  it("refuses unknown keys, malformed headers and key management with a key", async () => {
    await open();
    const { cookie } = await proUser();
    const { key, id } = await createKey(cookie);
    const unknown = await withKey(`rl_live_${"x".repeat(40)}`, "/api/v1/content");
    expect(unknown.status).toBe(401);
    expect((await json(unknown)).error.message).toMatch(/^Invalid API key/);
    const empty = await t.app.request("http://localhost:3000/api/v1/content", {
      headers: { authorization: "Bearer" },
    });
    expect(empty.status).toBe(401);
    // A key may not mint keys, revoke keys, start checkouts or change the account.
    expect((await withKey(key, "/api/v1/api-keys")).status).toBe(403);
    expect((await withKey(key, "/api/v1/api-keys", { json: { name: "more" } })).status).toBe(403);
    expect((await withKey(key, `/api/v1/api-keys/${id}`, { method: "DELETE" })).status).toBe(403);
    expect((await withKey(key, "/api/v1/billing/checkout", { json: {} })).status).toBe(403);
    expect((await withKey(key, "/api/v1/account")).status).toBe(403);
    expect((await json(await t.request("/api/v1/api-keys", { cookie }))).items).toHaveLength(1);
  });

  it("limits each key per minute with 429 and Retry-After", async () => {
    await open({ API_KEY_RATE_LIMIT: "3" });
    const { cookie } = await proUser();
    const first = (await createKey(cookie, "first")).key;
    const second = (await createKey(cookie, "second")).key;
    for (let i = 0; i < 3; i++) expect((await withKey(first, "/api/v1/content")).status).toBe(200);
    const limited = await withKey(first, "/api/v1/content");
    expect(limited.status).toBe(429);
    expect((await json(limited)).error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The limit is per key, and the web app's session is not affected.
    expect((await withKey(second, "/api/v1/content")).status).toBe(200);
    expect((await t.request("/api/v1/content", { cookie })).status).toBe(200);
  });

  it("keeps API keys for Pro, unless billing is off", async () => {
    await open();
    const basic = await t.createUser();
    const refused = await t.request("/api/v1/api-keys", { cookie: basic.cookie, json: { name: "x" } });
    expect(refused.status).toBe(402);
    expect((await json(refused)).error).toMatchObject({
      code: "PAYMENT_REQUIRED",
      details: { upgradeUrl: "/upgrade" },
    });
    expect((await t.request("/api/v1/api-keys", { json: { name: "x" } })).status).toBe(401);
    expect((await t.request("/api/v1/api-keys", { cookie: basic.cookie, json: { name: " " } })).status).toBe(
      400,
    );
    await t.close();

    await open({ BILLING: "off" });
    const selfHosted = await t.createUser();
    const { key } = await createKey(selfHosted.cookie);
    expect((await withKey(key, "/api/v1/content")).status).toBe(200);
  });

  it("revokes only the owner's keys", async () => {
    await open();
    const a = await proUser();
    const b = await proUser();
    const { id, key } = await createKey(a.cookie);
    expect((await t.request(`/api/v1/api-keys/${id}`, { method: "DELETE", cookie: b.cookie })).status).toBe(
      404,
    );
    expect((await withKey(key, "/api/v1/content")).status).toBe(200);
    expect((await json(await t.request("/api/v1/api-keys", { cookie: b.cookie }))).items).toHaveLength(0);
  });
});
