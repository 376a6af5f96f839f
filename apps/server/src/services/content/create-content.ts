import { type ContentItem, type CreateContentSchema, MESSAGES } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { contentFieldsRow } from "./content-fields-row";
import { toContentItem } from "./content-row";
import { recordRevision } from "./record-revision";

export interface CreateContentResult {
  item: ContentItem;
  /** False when the item already existed: a retried create (lost response, double click). */
  created: boolean;
}

/**
 * Creates an item with the client's id, keeping its first revision. Creating
 * is idempotent per owner: the same id again returns the stored item unchanged.
 * An id another user already holds is a 409 that reveals nothing about their item.
 */
export async function createContent(
  db: Kysely<Database>,
  ownerId: string,
  input: z.output<typeof CreateContentSchema>,
): Promise<CreateContentResult> {
  const { id, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const inserted = await trx
      .insertInto("content_items")
      .values({
        id,
        owner_id: ownerId,
        created_by: ownerId,
        ...contentFieldsRow(fields),
        version: 1,
        created_at: now,
        updated_at: now,
      })
      // No error, no aborted PostgreSQL transaction: a taken id simply inserts nothing.
      .onConflict((oc) => oc.column("id").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      await recordRevision(trx, inserted, "save", null);
      return { item: toContentItem(inserted), created: true };
    }
    const existing = await trx
      .selectFrom("content_items")
      .selectAll()
      .where("id", "=", id)
      .where("owner_id", "=", ownerId)
      .executeTakeFirst();
    if (existing) return { item: toContentItem(existing), created: false };
    throw new AppError("ALREADY_EXISTS", MESSAGES.alreadyExists);
  });
}
