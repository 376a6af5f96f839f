import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Serialises membership changes of one workspace inside a transaction: a no-op
 * UPDATE takes PostgreSQL's row lock (SQLite serialises every writer anyway).
 * Without it, two owners demoting each other at the same moment could each see
 * the other still as owner, and leave the workspace with none.
 */
export async function lockWorkspace(trx: Kysely<Database>, workspaceId: string): Promise<void> {
  await trx
    .updateTable("workspaces")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", workspaceId)
    .execute();
}
