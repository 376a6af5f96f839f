import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { NEEDS_AI_PROVIDER_MESSAGE } from "../../ai/built-in/built-in-writer";
import { containsPhrase } from "../../ai/built-in/phrase";
import { LINEN_SHIRT, SOURDOUGH_ARTICLE } from "../../ai/built-in/test-fixtures/texts";
import { ASSISTANT_RATE_LIMITS } from "../consume-assistant-rate-limit";

describe.each(testDatabaseKinds())("assistant without an AI provider [%s]", (kind) => {
  let t: TestContext;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestContext(kind);
    ({ cookie } = await t.createUser());
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers built-in actions as plain text, the same way as the provider", async () => {
    const res = await t.request("/api/v1/assistant/rewrite", {
      cookie,
      json: { action: "meta-description", type: "seo", ...SOURDOUGH_ARTICLE },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text.length).toBeLessThanOrEqual(160);
    expect(containsPhrase(text, "sourdough starter")).toBe(true);
  });

  it("answers 501 with the settings to configure for actions that need a model", async () => {
    for (const action of ["generate", "optimize-seo", "product-benefits"]) {
      const res = await t.request("/api/v1/assistant/rewrite", {
        cookie,
        json: { action, type: "ecommerce", body: LINEN_SHIRT.body },
      });
      expect(res.status).toBe(501);
      expect((await json(res)).error).toEqual({
        code: "NOT_CONFIGURED",
        message: NEEDS_AI_PROVIDER_MESSAGE,
        details: { docsUrl: "/docs#the-assistant-and-built-in-engine" },
      });
    }
    const suggestions = await t.request("/api/v1/assistant/suggestions", {
      cookie,
      json: { body: LINEN_SHIRT.body },
    });
    expect(suggestions.status).toBe(501);
    const error = (await json(suggestions)).error;
    expect(error.message).toMatch(/^AI suggestions need an AI provider\. Your administrator can connect/);
    expect(error.message).not.toMatch(/AI_BASE_URL|AI_API_KEY|AI_MODEL/);
    expect(error.details).toEqual({ docsUrl: "/docs#the-assistant-and-built-in-engine" });
  });

  it("tells the UI which actions the built-in writer can do, before a click", async () => {
    const caps = await json(await t.request("/api/v1/assistant/capabilities", { cookie }));
    expect(caps.provider).toBe("built-in");
    expect(caps.model).toBeNull();
    expect(caps.suggestions).toBe(false);
    const available = caps.actions
      .filter((a: { available: boolean }) => a.available)
      .map((a: { id: string }) => a.id);
    expect(available.sort()).toEqual(
      [
        "improve-structure",
        "meta-description",
        "optimize-hashtags",
        "purchase-cta",
        "shorter",
        "social-cta",
        "video-cta",
      ].sort(),
    );
    const generate = caps.actions.find((a: { id: string }) => a.id === "generate");
    expect(generate).toEqual({
      id: "generate",
      label: "Generate",
      available: false,
      reason: NEEDS_AI_PROVIDER_MESSAGE,
    });
  });

  it("says when there is nothing it can change (422)", async () => {
    const res = await t.request("/api/v1/assistant/rewrite", {
      cookie,
      json: { action: "improve-structure", type: "seo", body: LINEN_SHIRT.body },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).error.code).toBe("NOTHING_TO_CHANGE");
  });

  it("limits each user to 20 requests a minute", async () => {
    const ask = (c: string) =>
      t.request("/api/v1/assistant/rewrite", {
        cookie: c,
        json: { action: "meta-description", type: "ecommerce", ...LINEN_SHIRT },
      });
    // The limit counts per fixed minute: start well inside one so the loop cannot straddle two.
    const second = Math.floor(Date.now() / 1000) % 60;
    if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    for (let i = 0; i < ASSISTANT_RATE_LIMITS.perMinute.limit; i++) {
      const res = await ask(cookie);
      expect(res.status).toBe(200);
    }
    const over = await ask(cookie);
    expect(over.status).toBe(429);
    const body = await json(over);
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.details.limit).toBe(20);
    // Another user is unaffected.
    const other = await t.createUser();
    expect((await ask(other.cookie)).status).toBe(200);
  });
});
