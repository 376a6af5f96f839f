import { z } from "zod";

/** Where 'Upgrade Now' sends the user: a Stripe Checkout page or the configured payment link. */
export const CheckoutSchema = z.object({
  url: z.string(),
  /** "stripe" for a Checkout Session made for this user, "payment-link" for PAYMENT_LINK_URL. */
  kind: z.enum(["stripe", "payment-link"]),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/** The answer to a Stripe webhook delivery. */
export const WebhookReceiptSchema = z.object({
  received: z.literal(true),
  /** True when this event id was processed before (nothing changed this time). */
  duplicate: z.boolean(),
});
export type WebhookReceipt = z.infer<typeof WebhookReceiptSchema>;
