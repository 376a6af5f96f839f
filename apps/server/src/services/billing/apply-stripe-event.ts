import type { PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { setUserPlan } from "./set-user-plan";
import { CheckoutSessionObjectSchema, type StripeEvent, SubscriptionObjectSchema } from "./stripe-event";

/** Subscription states in which the user has paid for Pro. */
const PRO_STATUSES = new Set(["active", "trialing"]);
/** Subscription states that end Pro; others (past_due, incomplete) leave the plan as it is while Stripe retries. */
const BASIC_STATUSES = new Set(["canceled", "unpaid", "incomplete_expired", "paused"]);

/**
 * Applies one verified Stripe event to the plans. Pro on a completed checkout
 * (client_reference_id = user id) or an active/trialing subscription; Basic
 * when the subscription is deleted, canceled or unpaid. Subscriptions are
 * mapped to users by the stored customer id (or the userId metadata our
 * checkout puts on them). Stripe does not order deliveries, so an event older
 * than the newest one applied to that user changes nothing.
 */
export async function applyStripeEvent(
  db: Kysely<Database>,
  event: StripeEvent,
  logger: Logger,
): Promise<void> {
  if (event.type === "checkout.session.completed") {
    const session = CheckoutSessionObjectSchema.safeParse(event.data.object);
    const userId = session.success ? session.data.client_reference_id : null;
    if (!session.success || !userId) {
      logger.warn("stripe checkout without a client_reference_id", { eventId: event.id });
      return;
    }
    const applied = await recordCustomer(db, userId, event, {
      stripe_customer_id: session.data.customer ?? null,
      subscription_id: session.data.subscription ?? null,
      subscription_status: "active",
    });
    if (applied) await changePlan(db, userId, event, "pro", logger);
    return;
  }

  const subscriptionEvent = /^customer\.subscription\.(created|updated|deleted)$/.exec(event.type);
  if (!subscriptionEvent) return;
  const parsed = SubscriptionObjectSchema.safeParse(event.data.object);
  if (!parsed.success) {
    logger.warn("stripe subscription event without customer or status", { eventId: event.id });
    return;
  }
  const subscription = parsed.data;
  const userId = await userOfSubscription(db, subscription.customer, subscription.metadata?.userId);
  if (!userId) {
    logger.warn("stripe subscription of an unknown customer", { eventId: event.id });
    return;
  }
  const plan: PlanId | null =
    subscriptionEvent[1] === "deleted" || BASIC_STATUSES.has(subscription.status)
      ? "basic"
      : PRO_STATUSES.has(subscription.status)
        ? "pro"
        : null;
  const applied = await recordCustomer(db, userId, event, {
    stripe_customer_id: subscription.customer,
    subscription_id: subscription.id,
    subscription_status: subscriptionEvent[1] === "deleted" ? "canceled" : subscription.status,
  });
  if (applied && plan) await changePlan(db, userId, event, plan, logger);
}

async function userOfSubscription(
  db: Kysely<Database>,
  customerId: string,
  metadataUserId: string | undefined,
): Promise<string | null> {
  const byCustomer = await db
    .selectFrom("billing_customers")
    .select("user_id")
    .where("stripe_customer_id", "=", customerId)
    .executeTakeFirst();
  if (byCustomer) return byCustomer.user_id;
  if (!metadataUserId) return null;
  const user = await db.selectFrom("user").select("id").where("id", "=", metadataUserId).executeTakeFirst();
  return user?.id ?? null;
}

/**
 * Upserts the user's Stripe customer row unless a newer event was already
 * applied. Returns whether this event is the newest (and so may set the plan).
 */
async function recordCustomer(
  db: Kysely<Database>,
  userId: string,
  event: StripeEvent,
  fields: { stripe_customer_id: string | null; subscription_id: string | null; subscription_status: string },
): Promise<boolean> {
  const user = await db.selectFrom("user").select("id").where("id", "=", userId).executeTakeFirst();
  if (!user) return false;
  const now = new Date().toISOString();
  const row = await db
    .insertInto("billing_customers")
    .values({ user_id: userId, ...fields, last_event_at: event.created, updated_at: now })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet((eb) => ({
          stripe_customer_id: eb.fn.coalesce(
            eb.ref("excluded.stripe_customer_id"),
            eb.ref("billing_customers.stripe_customer_id"),
          ),
          subscription_id: eb.fn.coalesce(
            eb.ref("excluded.subscription_id"),
            eb.ref("billing_customers.subscription_id"),
          ),
          subscription_status: eb.ref("excluded.subscription_status"),
          last_event_at: eb.ref("excluded.last_event_at"),
          updated_at: eb.ref("excluded.updated_at"),
        }))
        .where("billing_customers.last_event_at", "<=", event.created),
    )
    .returning("user_id")
    .executeTakeFirst();
  return row !== undefined;
}

async function changePlan(
  db: Kysely<Database>,
  userId: string,
  event: StripeEvent,
  plan: PlanId,
  logger: Logger,
): Promise<void> {
  const changed = await setUserPlan(db, userId, plan);
  logger.info("plan changed by stripe", { userId, plan, eventId: event.id, eventType: event.type, changed });
}
