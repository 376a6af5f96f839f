import type { WebhookReceipt } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import type { Logger } from "../lib/logger";
import { applyStripeEvent } from "./apply-stripe-event";
import { StripeEventSchema } from "./stripe-event";
import { verifyStripeSignature } from "./verify-stripe-signature";

export interface StripeWebhookInput {
  payload: string;
  signatureHeader: string | undefined;
  secret: string;
  nowSeconds: number;
}

/**
 * Verifies a Stripe delivery, then records its event id and applies it in
 * one transaction: a replayed id (Stripe retries, duplicates) answers
 * `duplicate: true` and changes nothing, and a failure rolls back both so
 * Stripe's retry is processed in full.
 */
export async function processStripeWebhook(
  db: Kysely<Database>,
  input: StripeWebhookInput,
  logger: Logger,
): Promise<WebhookReceipt> {
  verifyStripeSignature({
    payload: input.payload,
    header: input.signatureHeader,
    secret: input.secret,
    nowSeconds: input.nowSeconds,
  });
  let json: unknown;
  try {
    json = JSON.parse(input.payload);
  } catch {
    throw new AppError("INVALID_REQUEST", "The webhook body is not JSON");
  }
  const parsed = StripeEventSchema.safeParse(json);
  if (!parsed.success) throw new AppError("INVALID_REQUEST", "The webhook body is not a Stripe event");
  const event = parsed.data;
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto("billing_events")
      .values({ id: event.id, type: event.type, received_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!fresh) return { received: true as const, duplicate: true };
    await applyStripeEvent(trx, event, logger);
    return { received: true as const, duplicate: false };
  });
}
