import { type Checkout, CheckoutSchema } from "@ranklens/shared";
import { apiRequest } from "./api-client";

/**
 * Starts the upgrade to Pro: where to send the user (a Stripe Checkout page or
 * the operator's payment link). Rejects with an ApiError: 501 NOT_CONFIGURED
 * when this server takes no payments, 409 when the user is already on Pro.
 */
export async function startCheckout(): Promise<Checkout> {
  return CheckoutSchema.parse(await apiRequest<unknown>("/api/v1/billing/checkout", { method: "POST" }));
}
