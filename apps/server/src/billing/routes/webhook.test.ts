import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { personalWorkspaceId, setPersonalPlan } from "../../../test/workspaces";
import { signStripePayload } from "../verify-stripe-signature";

const SECRET = "whsec_test_0123456789abcdef";
const nowSeconds = () => Math.floor(Date.now() / 1000);
let events = 0;

describe.each(testDatabaseKinds())("Stripe webhook [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind, { env: { STRIPE_WEBHOOK_SECRET: SECRET } });
  });
  afterEach(async () => {
    await t.close();
  });

  /** The plan of the user's own workspace. */
  const planOf = async (userId: string) =>
    (
      await t.database.db
        .selectFrom("workspaces")
        .select("plan")
        .where("id", "=", await personalWorkspaceId(t.database.db, userId))
        .executeTakeFirstOrThrow()
    ).plan;

  const event = (type: string, object: Record<string, unknown>, created = nowSeconds()) => ({
    id: `evt_test_${++events}_${Date.now()}`,
    object: "event",
    type,
    created,
    data: { object },
  });

  /** Delivers a body as Stripe would: raw JSON, signed, no cookie. */
  const deliver = (payload: string, signature: string | null) =>
    t.app.request("http://localhost:3000/api/v1/billing/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        ...(signature === null ? {} : { "stripe-signature": signature }),
      },
      body: payload,
    });
  const send = (body: object, secret = SECRET, t0 = nowSeconds()) => {
    const payload = JSON.stringify(body, null, 2);
    return deliver(payload, signStripePayload(payload, secret, t0));
  };

  /** `reference`: a workspace id (our checkout), or a user id (a checkout started before workspaces). */
  const checkoutCompleted = (reference: string, customer = "cus_A") =>
    event("checkout.session.completed", {
      object: "checkout.session",
      client_reference_id: reference,
      customer,
      subscription: "sub_A",
      mode: "subscription",
    });

  it("upgrades on a valid checkout.session.completed and refuses every bad delivery without a change", async () => {
    const { id } = await t.createUser();
    const body = checkoutCompleted(id);
    const payload = JSON.stringify(body);
    const bad: Array<[string, Response]> = [
      ["unsigned", await deliver(payload, null)],
      ["wrong secret", await send(body, "whsec_wrong")],
      ["stale", await send(body, SECRET, nowSeconds() - 301)],
      ["future", await send(body, SECRET, nowSeconds() + 301)],
      ["malformed", await deliver(payload, "t=abc,v1=nothex")],
      [
        "body changed",
        await deliver(payload.replace(id, "someone-else"), signStripePayload(payload, SECRET, nowSeconds())),
      ],
    ];
    for (const [label, res] of bad) {
      expect(res.status, label).toBe(400);
      expect((await json(res)).error.code, label).toBe("INVALID_REQUEST");
    }
    expect(await planOf(id)).toBe("basic");
    expect(await t.database.db.selectFrom("billing_events").selectAll().execute()).toHaveLength(0);

    const ok = await send(body);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ received: true, duplicate: false });
    expect(await planOf(id)).toBe("pro");
  });

  it("upgrades the workspace the checkout names, and logs it in that workspace's activity", async () => {
    const owner = await t.createUser({ name: "Ana" });
    const created = await t.request("/api/v1/workspaces", { cookie: owner.cookie, json: { name: "Agency" } });
    expect(created.status).toBe(201);
    const agency = (await json(created)).id as string;
    expect((await send(checkoutCompleted(agency, "cus_agency"))).status).toBe(200);
    const plans = await t.database.db.selectFrom("workspaces").select(["id", "plan"]).execute();
    expect(plans.find((w) => w.id === agency)?.plan).toBe("pro");
    expect(await planOf(owner.id)).toBe("basic");
    const log = await t.database.db
      .selectFrom("activity_log")
      .select(["type", "summary", "actor_id"])
      .where("workspace_id", "=", agency)
      .where("type", "=", "plan.changed")
      .execute();
    expect(log).toEqual([
      { type: "plan.changed", summary: "Stripe changed the plan to Pro", actor_id: null },
    ]);
  });

  it("processes an event id once: a replay answers 200 and changes nothing", async () => {
    const { id } = await t.createUser();
    const body = checkoutCompleted(id);
    expect((await send(body)).status).toBe(200);
    expect(await planOf(id)).toBe("pro");
    // The operator moves the user back to Basic; a replayed delivery must not undo that.
    await setPersonalPlan(t.database.db, id, "basic");
    const replay = await send(body);
    expect(replay.status).toBe(200);
    expect(await json(replay)).toEqual({ received: true, duplicate: true });
    expect(await planOf(id)).toBe("basic");
    expect(await t.database.db.selectFrom("billing_events").selectAll().execute()).toHaveLength(1);
  });

  it("follows the subscription by customer id: canceled or deleted → Basic, active again → Pro", async () => {
    const { id } = await t.createUser();
    const other = await t.createUser();
    await send(checkoutCompleted(id, "cus_A"));
    await send(checkoutCompleted(other.id, "cus_B"));
    const subscription = (status: string) => ({
      id: "sub_A",
      object: "subscription",
      customer: "cus_A",
      status,
    });
    const base = nowSeconds();

    await send(event("customer.subscription.updated", subscription("past_due"), base + 1));
    expect(await planOf(id)).toBe("pro");
    await send(event("customer.subscription.updated", subscription("unpaid"), base + 2));
    expect(await planOf(id)).toBe("basic");
    await send(event("customer.subscription.updated", subscription("active"), base + 3));
    expect(await planOf(id)).toBe("pro");
    await send(event("customer.subscription.deleted", subscription("canceled"), base + 4));
    expect(await planOf(id)).toBe("basic");
    expect(await planOf(other.id)).toBe("pro");
  });

  it("ignores a delivery older than the newest one applied (Stripe does not order them)", async () => {
    const { id } = await t.createUser();
    const base = nowSeconds();
    await send({ ...checkoutCompleted(id, "cus_A"), created: base - 100 });
    await send(
      event("customer.subscription.deleted", { id: "sub_A", customer: "cus_A", status: "canceled" }, base),
    );
    const late = await send(
      event("customer.subscription.updated", { id: "sub_A", customer: "cus_A", status: "active" }, base - 50),
    );
    expect(late.status).toBe(200);
    expect(await planOf(id)).toBe("basic");
  });

  it("finds the user from the subscription's metadata when it arrives before the checkout event", async () => {
    const { id } = await t.createUser();
    const res = await send(
      event("customer.subscription.created", {
        id: "sub_Z",
        customer: "cus_Z",
        status: "trialing",
        metadata: { userId: id },
      }),
    );
    expect(res.status).toBe(200);
    expect(await planOf(id)).toBe("pro");
    const customer = await t.database.db
      .selectFrom("workspace_billing")
      .selectAll()
      .where("workspace_id", "=", await personalWorkspaceId(t.database.db, id))
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ stripe_customer_id: "cus_Z", subscription_status: "trialing" });
  });

  it("acknowledges events it does not act on, and refuses a signed body that is not an event", async () => {
    const { id } = await t.createUser();
    expect((await send(event("invoice.paid", { customer: "cus_A" }))).status).toBe(200);
    expect((await send(event("checkout.session.completed", { customer: "cus_A" }))).status).toBe(200);
    expect((await send({ hello: "world" })).status).toBe(400);
    expect(await planOf(id)).toBe("basic");
  });

  it("answers 501 when no webhook secret is configured", async () => {
    const bare = await createTestContext(kind);
    try {
      const payload = JSON.stringify(event("invoice.paid", {}));
      const res = await bare.app.request("http://localhost:3000/api/v1/billing/webhook", {
        method: "POST",
        headers: { "stripe-signature": signStripePayload(payload, SECRET, nowSeconds()) },
        body: payload,
      });
      expect(res.status).toBe(501);
    } finally {
      await bare.close();
    }
  });
});
