import type { Checkout } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { CurrentWorkspace } from "../app-env";
import type { CurrentUser } from "../auth/current-user";
import type { Database } from "../db/schema";
import type { Env } from "../env";
import { AppError } from "../errors";
import type { Logger } from "../lib/logger";
import { createStripeClient } from "./create-stripe-client";

/**
 * Where 'Upgrade Now' sends the user. With STRIPE_SECRET_KEY and
 * STRIPE_PRICE_ID: a Stripe Checkout Session (subscription to the Pro price,
 * client_reference_id = workspace id, so the webhook knows which workspace to
 * upgrade). Otherwise PAYMENT_LINK_URL (with the workspace id as
 * client_reference_id, which Stripe Payment Links pass on), or 501 when
 * neither is set.
 */
export async function createCheckout(
  db: Kysely<Database>,
  input: { env: Env; user: CurrentUser; workspace: CurrentWorkspace; logger: Logger },
): Promise<Checkout> {
  const { env, user, workspace } = input;
  if (env.BILLING === "off") {
    throw new AppError(
      "NOT_CONFIGURED",
      "Billing is turned off on this server: every account already has unlimited analyses.",
    );
  }
  if (workspace.plan === "pro") {
    throw new AppError("CONFLICT", "This workspace is already on the Pro plan.");
  }
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID) {
    const customer = await db
      .selectFrom("workspace_billing")
      .select("stripe_customer_id")
      .where("workspace_id", "=", workspace.id)
      .executeTakeFirst();
    const stripe = createStripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE);
    try {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: env.STRIPE_PRICE_ID, quantity: 1 }],
        client_reference_id: workspace.id,
        ...(customer?.stripe_customer_id
          ? { customer: customer.stripe_customer_id }
          : { customer_email: user.email }),
        // Lets subscription events find the workspace even if they arrive before checkout.session.completed.
        subscription_data: { metadata: { workspaceId: workspace.id } },
        metadata: { workspaceId: workspace.id },
        success_url: `${env.publicUrl}/upgrade?checkout=success`,
        cancel_url: `${env.publicUrl}/upgrade?checkout=cancelled`,
      });
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      return { url: session.url, kind: "stripe" };
    } catch (error) {
      input.logger.error("stripe checkout failed", { workspaceId: workspace.id, error: String(error) });
      throw new AppError(
        "UPSTREAM_FAILED",
        "The payment provider could not start the checkout. Please try again.",
        { cause: error, expected: false },
      );
    }
  }
  if (env.PAYMENT_LINK_URL) {
    const link = new URL(env.PAYMENT_LINK_URL);
    if (/(^|\.)stripe\.com$/.test(link.hostname)) {
      link.searchParams.set("client_reference_id", workspace.id);
      link.searchParams.set("prefilled_email", user.email);
    }
    return { url: link.toString(), kind: "payment-link" };
  }
  throw new AppError(
    "NOT_CONFIGURED",
    "Payments are not set up on this server. The administrator can set STRIPE_SECRET_KEY and STRIPE_PRICE_ID, or PAYMENT_LINK_URL.",
  );
}
