import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Serialises additions to one site's lists (its segments, its issue rules) inside a transaction:
 * a no-op UPDATE takes PostgreSQL's row lock (SQLite serialises every writer anyway). Without it,
 * requests at the same moment each count the site under its limit and each insert, past it.
 */
export async function lockSite(trx: Kysely<Database>, siteId: string): Promise<void> {
  await trx
    .updateTable("sites")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", siteId)
    .execute();
}
