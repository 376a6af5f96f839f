import type { Kysely } from "kysely";

/**
 * The device generation of each account whose password was ever reset
 * (keyed like sign_in_throttle, by a hash of the normalised e-mail). A device
 * cookie carries the generation it was issued in; a reset bumps it, which
 * ends the trust of every device cookie issued before. No row means 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sign_in_device_generations")
    .addColumn("account_key", "text", (c) => c.primaryKey())
    .addColumn("generation", "integer", (c) => c.notNull())
    .execute();
}
