import type { PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Logger } from "../lib/logger";
import { setWorkspacePlan } from "./set-workspace-plan";
import { CheckoutSessionObjectSchema, type StripeEvent, SubscriptionObjectSchema } from "./stripe-event";

/** Subscription states in which the workspace has paid for Pro. */
const PRO_STATUSES = new Set(["active", "trialing"]);
/** Subscription states that end Pro; others (past_due, incomplete) leave the plan as it is while Stripe retries. */
const BASIC_STATUSES = new Set(["canceled", "unpaid", "incomplete_expired", "paused"]);

/**
 * Applies one verified Stripe event to the plans. Pro on a completed checkout
 * (client_reference_id = workspace id) or an active/trialing subscription;
 * Basic when the subscription is deleted, canceled or unpaid. Subscriptions
 * are mapped to workspaces by the stored customer id (or the workspaceId
 * metadata our checkout puts on them). Stripe does not order deliveries, so an
 * event older than the newest one applied to that workspace changes nothing.
 */
export async function applyStripeEvent(
  db: Kysely<Database>,
  event: StripeEvent,
  logger: Logger,
): Promise<void> {
  if (event.type === "checkout.session.completed") {
    const session = CheckoutSessionObjectSchema.safeParse(event.data.object);
    const reference = session.success ? session.data.client_reference_id : null;
    const workspaceId = reference ? await workspaceOfReference(db, reference) : null;
    if (!session.success || !workspaceId) {
      logger.warn("stripe checkout without a known client_reference_id", { eventId: event.id });
      return;
    }
    const applied = await recordCustomer(db, workspaceId, event, {
      stripe_customer_id: session.data.customer ?? null,
      subscription_id: session.data.subscription ?? null,
      subscription_status: "active",
    });
    if (applied) await changePlan(db, workspaceId, event, "pro", logger);
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
  const metadata = subscription.metadata;
  const workspaceId = await workspaceOfSubscription(
    db,
    subscription.customer,
    metadata?.workspaceId ?? metadata?.userId,
  );
  if (!workspaceId) {
    logger.warn("stripe subscription of an unknown customer", { eventId: event.id });
    return;
  }
  const plan: PlanId | null =
    subscriptionEvent[1] === "deleted" || BASIC_STATUSES.has(subscription.status)
      ? "basic"
      : PRO_STATUSES.has(subscription.status)
        ? "pro"
        : null;
  const applied = await recordCustomer(db, workspaceId, event, {
    stripe_customer_id: subscription.customer,
    subscription_id: subscription.id,
    subscription_status: subscriptionEvent[1] === "deleted" ? "canceled" : subscription.status,
  });
  if (applied && plan) await changePlan(db, workspaceId, event, plan, logger);
}

async function workspaceOfSubscription(
  db: Kysely<Database>,
  customerId: string,
  metadataReference: string | undefined,
): Promise<string | null> {
  const byCustomer = await db
    .selectFrom("workspace_billing")
    .select("workspace_id")
    .where("stripe_customer_id", "=", customerId)
    .executeTakeFirst();
  if (byCustomer) return byCustomer.workspace_id;
  return metadataReference ? workspaceOfReference(db, metadataReference) : null;
}

/**
 * The workspace a checkout names: a workspace id (our checkout since
 * workspaces), or a user id (a checkout started before them, finished after
 * the upgrade), which means the oldest workspace that user owns.
 */
async function workspaceOfReference(db: Kysely<Database>, reference: string): Promise<string | null> {
  const workspace = await db
    .selectFrom("workspaces")
    .select("id")
    .where("id", "=", reference)
    .executeTakeFirst();
  if (workspace) return workspace.id;
  const owned = await db
    .selectFrom("workspace_members")
    .select("workspace_id")
    .where("user_id", "=", reference)
    .where("role", "=", "owner")
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  return owned?.workspace_id ?? null;
}

/**
 * Upserts the workspace's Stripe customer row unless a newer event was already
 * applied. Returns whether this event is the newest (and so may set the plan).
 */
async function recordCustomer(
  db: Kysely<Database>,
  workspaceId: string,
  event: StripeEvent,
  fields: { stripe_customer_id: string | null; subscription_id: string | null; subscription_status: string },
): Promise<boolean> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("workspace_billing")
    .values({ workspace_id: workspaceId, ...fields, last_event_at: event.created, updated_at: now })
    .onConflict((oc) =>
      oc
        .column("workspace_id")
        .doUpdateSet((eb) => ({
          stripe_customer_id: eb.fn.coalesce(
            eb.ref("excluded.stripe_customer_id"),
            eb.ref("workspace_billing.stripe_customer_id"),
          ),
          subscription_id: eb.fn.coalesce(
            eb.ref("excluded.subscription_id"),
            eb.ref("workspace_billing.subscription_id"),
          ),
          subscription_status: eb.ref("excluded.subscription_status"),
          last_event_at: eb.ref("excluded.last_event_at"),
          updated_at: eb.ref("excluded.updated_at"),
        }))
        .where("workspace_billing.last_event_at", "<=", event.created),
    )
    .returning("workspace_id")
    .executeTakeFirst();
  return row !== undefined;
}

async function changePlan(
  db: Kysely<Database>,
  workspaceId: string,
  event: StripeEvent,
  plan: PlanId,
  logger: Logger,
): Promise<void> {
  const changed = await setWorkspacePlan(db, workspaceId, plan, "Stripe");
  logger.info("plan changed by stripe", {
    workspaceId,
    plan,
    eventId: event.id,
    eventType: event.type,
    changed,
  });
}
