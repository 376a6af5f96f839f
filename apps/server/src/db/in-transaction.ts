import type { Kysely, Transaction } from "kysely";
import { sleep } from "../lib/sleep";

/**
 * Runs `work` in a transaction: the caller's, when `db` already is one (Kysely
 * cannot nest them), else a new one. Lets a service that must be atomic be
 * called both on its own and inside a larger change (a webhook, a migration).
 */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<DB>) => work(trx));
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was aborted, and may simply run again. */
const RETRIED_CODES = new Set(["40P01", "40001"]);
const RETRY_ATTEMPTS = 5;

/** Whether PostgreSQL aborted a transaction that can be run again unchanged (a deadlock victim, a serialization failure). */
export function isRetriableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && RETRIED_CODES.has(code);
}

/**
 * inTransaction, run again (up to RETRY_ATTEMPTS times, after a short random pause) when
 * PostgreSQL aborts it as a deadlock victim or a serialization failure. `work` must be safe to run
 * again from its start: it writes only through `trx`, and anything it remembers it learns after.
 * Inside the caller's transaction there is nothing to retry (the caller's transaction is aborted):
 * it runs once.
 */
export async function inRetriedTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      if (attempt >= RETRY_ATTEMPTS || !isRetriableConflict(error)) throw error;
      await sleep(Math.random() * 10 * attempt);
    }
  }
}
