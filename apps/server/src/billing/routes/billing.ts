import { createRoute } from "@hono/zod-openapi";
import { CheckoutSchema, WebhookReceiptSchema } from "@ranklens/shared";
import { AppError } from "../../errors";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { createCheckout } from "../create-checkout";
import { processStripeWebhook } from "../process-stripe-webhook";

const checkoutRoute = createRoute({
  method: "post",
  path: "/billing/checkout",
  tags: ["Plans and billing"],
  summary: "Start the upgrade to Pro: a Stripe Checkout page, or the configured payment link",
  description:
    "501 NOT_CONFIGURED when this server has no payment set up (or billing is off); 409 when already on Pro.",
  security: [{ sessionCookie: [] }],
  responses: {
    200: jsonResponse(CheckoutSchema, "Where to send the user"),
    ...errorResponses(401, 403, 409, 501, 502),
  },
});

const webhookRoute = createRoute({
  method: "post",
  path: "/billing/webhook",
  tags: ["Plans and billing"],
  summary: "Stripe webhook: plan changes from checkouts and subscriptions",
  description:
    "Called by Stripe, not by people. The raw body must carry a valid `Stripe-Signature` " +
    '(`t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">`, timestamp within 300 s either way) ' +
    "under STRIPE_WEBHOOK_SECRET; anything else is a 400 and changes nothing. Each event id is " +
    "processed once; a replay answers 200 with `duplicate: true`.",
  security: [],
  responses: {
    200: jsonResponse(WebhookReceiptSchema, "Event received"),
    ...errorResponses(400, 501),
  },
});

export const billingRoutes = createRouter();
billingRoutes.use("/billing/checkout", requireUser({ sessionOnly: true }));

billingRoutes.openapi(checkoutRoute, async (c) => {
  const { db, env, logger } = c.get("deps");
  const workspace = await authorize(c, "billing.manage");
  return c.json(await createCheckout(db, { env, user: currentUser(c), workspace, logger }), 200);
});

billingRoutes.openapi(webhookRoute, async (c) => {
  const { db, env, logger } = c.get("deps");
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new AppError("NOT_CONFIGURED", "The Stripe webhook is not configured (STRIPE_WEBHOOK_SECRET).");
  }
  // The signature covers the exact bytes received, so read them raw; never parse first.
  const payload = await c.req.text();
  const receipt = await processStripeWebhook(
    db,
    {
      payload,
      signatureHeader: c.req.header("stripe-signature"),
      secret: env.STRIPE_WEBHOOK_SECRET,
      nowSeconds: Math.floor(Date.now() / 1000),
    },
    logger,
  );
  return c.json(receipt, 200);
});
