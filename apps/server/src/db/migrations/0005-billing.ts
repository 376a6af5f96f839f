import type { Kysely } from "kysely";

/**
 * Plans and payments: monthly usage counters (the quota is one conditional
 * upsert on them), every processed Stripe event id (a replay changes nothing)
 * and the Stripe customer of each paying user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("usage_counters")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    // Calendar month in UTC, "YYYY-MM".
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("usage_counters_pk", ["user_id", "period"])
    .execute();

  await db.schema
    .createTable("billing_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("billing_customers")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("stripe_customer_id", "text", (c) => c.unique())
    .addColumn("subscription_id", "text")
    .addColumn("subscription_status", "text")
    // Unix seconds of the newest Stripe event applied; older deliveries (Stripe does not order them) are ignored.
    .addColumn("last_event_at", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
