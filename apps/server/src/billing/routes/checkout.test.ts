import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { type FakeStripe, startFakeStripe } from "../../../test/fake-stripe";
import { createTestContext, json, TEST_ORIGIN, type TestContext } from "../../../test/harness";
import { personalWorkspaceId, setPersonalPlan } from "../../../test/workspaces";

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.close();
});

describe.each(testDatabaseKinds())("billing checkout [%s]", (kind) => {
  let t: TestContext;
  afterEach(async () => {
    stripe.failWith(null);
    await t.close();
  });
  const checkout = (cookie: string) =>
    t.request("/api/v1/billing/checkout", { method: "POST", cookie, json: {} });
  const stripeEnv = {
    STRIPE_SECRET_KEY: "sk_test_fake_123",
    STRIPE_PRICE_ID: "price_pro_monthly",
  };

  it("creates a Stripe Checkout subscription session for the signed-in user", async () => {
    t = await createTestContext(kind, { env: { ...stripeEnv, STRIPE_API_BASE: stripe.url } });
    const { cookie, id, email } = await t.createUser();
    const before = stripe.requests.length;
    const res = await checkout(cookie);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.kind).toBe("stripe");
    expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake\d+$/);

    expect(stripe.requests.length).toBe(before + 1);
    const sent = stripe.requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v1/checkout/sessions");
    expect(sent.authorization).toBe("Bearer sk_test_fake_123");
    const form = Object.fromEntries(sent.form);
    const workspaceId = await personalWorkspaceId(t.database.db, id);
    expect(form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_pro_monthly",
      "line_items[0][quantity]": "1",
      client_reference_id: workspaceId,
      customer_email: email,
      "subscription_data[metadata][workspaceId]": workspaceId,
      success_url: `${TEST_ORIGIN}/upgrade?checkout=success`,
      cancel_url: `${TEST_ORIGIN}/upgrade?checkout=cancelled`,
    });
  });

  it("reports a failing payment provider as 502 and refuses users already on Pro", async () => {
    t = await createTestContext(kind, { env: { ...stripeEnv, STRIPE_API_BASE: stripe.url } });
    const { cookie, id } = await t.createUser();
    stripe.failWith(500);
    const failed = await checkout(cookie);
    expect(failed.status).toBe(502);
    expect((await json(failed)).error.code).toBe("UPSTREAM_FAILED");
    stripe.failWith(null);
    await setPersonalPlan(t.database.db, id, "pro");
    const already = await checkout(cookie);
    expect(already.status).toBe(409);
    expect((await json(already)).error.message).toBe("This workspace is already on the Pro plan.");
  });

  it("falls back to the payment link, and to 501 when nothing is configured", async () => {
    t = await createTestContext(kind, { env: { PAYMENT_LINK_URL: "https://pay.example.com/pro" } });
    const { cookie } = await t.createUser();
    expect(await json(await checkout(cookie))).toEqual({
      url: "https://pay.example.com/pro",
      kind: "payment-link",
    });
    await t.close();

    t = await createTestContext(kind, { env: { PAYMENT_LINK_URL: "https://buy.stripe.com/test_abc" } });
    const user = await t.createUser();
    const link = new URL((await json(await checkout(user.cookie))).url);
    expect(link.searchParams.get("client_reference_id")).toBe(
      await personalWorkspaceId(t.database.db, user.id),
    );
    expect(link.searchParams.get("prefilled_email")).toBe(user.email);
    await t.close();

    t = await createTestContext(kind);
    const bare = await t.createUser();
    const none = await checkout(bare.cookie);
    expect(none.status).toBe(501);
    expect((await json(none)).error.code).toBe("NOT_CONFIGURED");
  });

  it("needs a session: anonymous is 401, and billing off is 501", async () => {
    t = await createTestContext(kind, {
      env: { BILLING: "off", PAYMENT_LINK_URL: "https://pay.example.com/pro" },
    });
    expect((await t.request("/api/v1/billing/checkout", { method: "POST", json: {} })).status).toBe(401);
    const { cookie } = await t.createUser();
    expect((await checkout(cookie)).status).toBe(501);
  });
});
