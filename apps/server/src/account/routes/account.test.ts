import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";

describe.each(testDatabaseKinds())("account API [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it("needs a session", async () => {
    const res = await t.request("/api/v1/account");
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({
      error: { code: "UNAUTHORIZED", message: "You must be signed in to do this" },
    });
  });

  it("returns the account with notification toggles on by default", async () => {
    const { cookie, email } = await t.createUser({ name: "Grace Hopper" });
    const body = await json(await t.request("/api/v1/account", { cookie }));
    expect(body).toMatchObject({
      user: { email, fullName: "Grace Hopper", plan: "basic" },
      preferences: { emailNotifications: true, contentAlerts: true, rankingAlerts: true },
    });
    expect(Number.isNaN(Date.parse(body.user.createdAt))).toBe(false);
  });

  it("changes the full name, trimmed, and refuses a blank or too long one", async () => {
    const { cookie } = await t.createUser();
    const ok = await t.request("/api/v1/account", {
      method: "PATCH",
      cookie,
      json: { fullName: "  Katherine Johnson " },
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).user.fullName).toBe("Katherine Johnson");

    const blank = await t.request("/api/v1/account", { method: "PATCH", cookie, json: { fullName: "   " } });
    expect(blank.status).toBe(400);
    expect((await json(blank)).error).toMatchObject({
      code: "INVALID_REQUEST",
      message: "Full name is required",
    });
    const long = await t.request("/api/v1/account", {
      method: "PATCH",
      cookie,
      json: { fullName: "x".repeat(101) },
    });
    expect(long.status).toBe(400);
    const after = await json(await t.request("/api/v1/account", { cookie }));
    expect(after.user.fullName).toBe("Katherine Johnson");
  });

  it("stores notification toggles per user on the server", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const res = await t.request("/api/v1/account/preferences", {
      method: "PATCH",
      cookie: a.cookie,
      json: { rankingAlerts: false },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).preferences).toEqual({
      emailNotifications: true,
      contentAlerts: true,
      rankingAlerts: false,
    });
    await t.request("/api/v1/account/preferences", {
      method: "PATCH",
      cookie: a.cookie,
      json: { emailNotifications: false },
    });
    expect((await json(await t.request("/api/v1/account", { cookie: a.cookie }))).preferences).toEqual({
      emailNotifications: false,
      contentAlerts: true,
      rankingAlerts: false,
    });
    // Another user's toggles are untouched.
    expect(
      (await json(await t.request("/api/v1/account", { cookie: b.cookie }))).preferences.rankingAlerts,
    ).toBe(true);
  });

  it("refuses an empty or mistyped preferences update", async () => {
    const { cookie } = await t.createUser();
    expect(
      (await t.request("/api/v1/account/preferences", { method: "PATCH", cookie, json: {} })).status,
    ).toBe(400);
    expect(
      (
        await t.request("/api/v1/account/preferences", {
          method: "PATCH",
          cookie,
          json: { contentAlerts: "no" },
        })
      ).status,
    ).toBe(400);
  });

  it("never shows one user another user's account", async () => {
    const a = await t.createUser({ name: "Alice" });
    const b = await t.createUser({ name: "Bob" });
    await t.request("/api/v1/account", { method: "PATCH", cookie: b.cookie, json: { fullName: "Bobby" } });
    expect((await json(await t.request("/api/v1/account", { cookie: a.cookie }))).user.fullName).toBe(
      "Alice",
    );
  });

  it("refuses cookie-authenticated writes from another origin (CSRF)", async () => {
    const { cookie } = await t.createUser({ name: "Original" });
    const evil = await t.request("/api/v1/account", {
      method: "PATCH",
      cookie,
      headers: { origin: "https://evil.example" },
      json: { fullName: "Hacked" },
    });
    expect(evil.status).toBe(403);
    const form = await t.request("/api/v1/account", {
      method: "PATCH",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "fullName=Hacked",
    });
    expect(form.status).toBe(415);
    expect((await json(await t.request("/api/v1/account", { cookie }))).user.fullName).toBe("Original");
  });

  it("answers malformed and oversized JSON with 4xx, never 500", async () => {
    const { cookie } = await t.createUser();
    const malformed = await t.request("/api/v1/account", {
      method: "PATCH",
      cookie,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.code).toBe("INVALID_REQUEST");
    const huge = await t.request("/api/v1/account", {
      method: "PATCH",
      cookie,
      json: { fullName: "x".repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
  });
});
