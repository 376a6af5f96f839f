import type { ContentItem } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { contentNotFound } from "./content-errors";
import { toContentItem } from "./content-row";

/** One of the user's items, whole; 404 for anyone else's. */
export async function getContent(db: Kysely<Database>, ownerId: string, id: string): Promise<ContentItem> {
  const row = await db
    .selectFrom("content_items")
    .selectAll()
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  if (!row) throw contentNotFound();
  return toContentItem(row);
}
