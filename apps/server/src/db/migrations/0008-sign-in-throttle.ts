import type { Kysely } from "kysely";

/**
 * Failed sign-ins per account (keyed by a hash of the normalised e-mail, so
 * addresses that have no account are not stored in the clear), shared by
 * every app server so the backoff holds behind a load balancer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sign_in_throttle")
    .addColumn("account_key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
}
