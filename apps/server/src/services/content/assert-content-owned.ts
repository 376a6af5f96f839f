import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { contentNotFound } from "./content-errors";

/** Throws 404 'Content not found' unless the user owns an item with this id. */
export async function assertContentOwned(db: Kysely<Database>, ownerId: string, id: string): Promise<void> {
  const row = await db
    .selectFrom("content_items")
    .select("id")
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  if (!row) throw contentNotFound();
}
