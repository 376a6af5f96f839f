import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { contentNotFound } from "./content-errors";

/** Deletes one of the user's items; its revisions go with it (ON DELETE CASCADE). */
export async function deleteContent(db: Kysely<Database>, ownerId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom("content_items")
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw contentNotFound();
}
