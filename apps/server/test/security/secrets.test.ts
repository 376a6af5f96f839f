import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../databases";
import { json } from "../harness";
import { startTargetSite, type TargetSite } from "../target-site";
import { type OwnerFixture, pathWithIds, seedOwner } from "./api-fixtures";
import { apiOperations, operationName } from "./openapi-operations";
import { createSecurityContext, type SecurityContext } from "./security-context";

/**
 * Server secrets never reach a client (research/security.md §5.3 item 7,
 * ASVS 13.3.1): every GET route of the document, plus the unversioned ones,
 * is sampled as a signed-in Pro user with the AI, Stripe, Google and auth secrets set;
 * no body or header may contain any of them. /system shows a masked key.
 */

const SECRETS = {
  AI_API_KEY: "sk-test-AIKEY-7f3a9c1e5b2d4680",
  AUTH_SECRET: "auth-secret-NEVER-SHOWN-0123456789abcdef",
  STRIPE_SECRET_KEY: "sk_test_STRIPESECRET_51Hx",
  STRIPE_WEBHOOK_SECRET: "whsec_WEBHOOKSECRET_abc123",
  // Search Console's OAuth client: its id goes to Google's consent page, its secret never leaves.
  GOOGLE_CLIENT_SECRET: "GOCSPX-google-client-SECRET-42",
};

let site: TargetSite;
beforeAll(async () => {
  site = await startTargetSite();
});
afterAll(async () => {
  await site.close();
});

describe.each(testDatabaseKinds())("secrets stay on the server [%s]", (kind) => {
  let t: SecurityContext;
  let owner: OwnerFixture;
  beforeAll(async () => {
    t = await createSecurityContext(kind, {
      env: {
        ...SECRETS,
        AI_BASE_URL: "http://127.0.0.1:9/v1",
        AI_MODEL: "test-model",
        STRIPE_PRICE_ID: "price_123",
        GOOGLE_CLIENT_ID: "ranklens-test.apps.googleusercontent.com",
        ALLOW_PRIVATE_NETWORKS: "true",
      },
    });
    owner = await seedOwner(t, site.url);
  });
  afterAll(async () => {
    await t.close();
  });

  function expectNoSecret(what: string, response: Response, body: string) {
    const headers = JSON.stringify([...response.headers.entries()]);
    for (const [name, value] of Object.entries(SECRETS)) {
      for (const fragment of [value, value.slice(0, 16), value.slice(-12)]) {
        expect(body.includes(fragment), `${what}: body shows ${name}`).toBe(false);
        expect(headers.includes(fragment), `${what}: headers show ${name}`).toBe(false);
      }
    }
  }

  const gets = apiOperations().filter((op) => op.method === "GET");

  it.each(gets.map((op) => [operationName(op), op] as const))("%s shows no secret", async (_name, op) => {
    const response = await t.request(pathWithIds(op, owner), { cookie: owner.cookie });
    expect(response.status).toBeLessThan(500);
    expectNoSecret(operationName(op), response, await response.text());
  });

  it("the unversioned routes and the session show no secret", async () => {
    for (const pathname of ["/api/health", "/api/openapi.json", "/api", "/api/auth/get-session"]) {
      const response = await t.request(pathname, { cookie: owner.cookie });
      expectNoSecret(pathname, response, await response.text());
    }
  });

  it("error answers show no secret either (a failing AI call, a bad webhook)", async () => {
    const rewrite = await t.request("/api/v1/assistant/rewrite", {
      cookie: owner.cookie,
      json: { body: "Some text to make shorter for the test.", action: "shorter" },
    });
    expectNoSecret("assistant rewrite", rewrite, await rewrite.text());
    const webhook = await t.request("/api/v1/billing/webhook", {
      headers: { origin: "", "stripe-signature": "t=1,v1=00" },
      body: "{}",
    });
    expect(webhook.status).toBe(400);
    expectNoSecret("webhook", webhook, await webhook.text());
  });

  it("GET /api/v1/system shows only a masked AI key", async () => {
    const system = await json(await t.request("/api/v1/system", { cookie: owner.cookie }));
    expect(system.ai.maskedKey).toBe(`${"•".repeat(8)}${SECRETS.AI_API_KEY.slice(-4)}`);
    expect(system.ai.baseUrlHost).toBe("127.0.0.1:9");
  });
});
