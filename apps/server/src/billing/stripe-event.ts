import { z } from "zod";

/**
 * The parts of a Stripe event we act on. Everything else in the payload is
 * ignored; an event that does not even have these is malformed (400).
 */
export const StripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  /** Unix seconds when Stripe created the event (deliveries are not ordered; this is). */
  created: z.number().int(),
  data: z.object({ object: z.looseObject({}) }),
});
export type StripeEvent = z.infer<typeof StripeEventSchema>;

export const CheckoutSessionObjectSchema = z.looseObject({
  client_reference_id: z.string().nullish(),
  customer: z.string().nullish(),
  subscription: z.string().nullish(),
});

export const SubscriptionObjectSchema = z.looseObject({
  id: z.string(),
  customer: z.string(),
  status: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
