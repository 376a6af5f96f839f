import type { Kysely, Transaction } from "kysely";

/**
 * Runs `work` in a transaction: the caller's, when `db` already is one (Kysely
 * cannot nest them), else a new one. Lets a service that must be atomic be
 * called both on its own and inside a larger change (a webhook, a migration).
 */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<DB>) => work(trx));
}
