import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export type CloseOutcome = "closed" | "already-closed" | "not-found";

/** Marks a support request answered; closing it again changes nothing (and keeps the first closing time). */
export async function closeSupportRequest(
  db: Kysely<Database>,
  id: string,
  now: Date = new Date(),
): Promise<CloseOutcome> {
  const closed = await db
    .updateTable("support_requests")
    .set({ status: "closed", closed_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) > 0) return "closed";
  const exists = await db.selectFrom("support_requests").select("id").where("id", "=", id).executeTakeFirst();
  return exists ? "already-closed" : "not-found";
}
