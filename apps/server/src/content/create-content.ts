import { type ContentItem, type CreateContentSchema, MESSAGES } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import type { Actor } from "../workspaces/actor";
import { contentFieldsRow } from "./content-fields-row";
import { findContentItem, toContentItem } from "./content-row";
import { recordRevision } from "./record-revision";

export interface CreateContentResult {
  item: ContentItem;
  /** False when the item already existed: a retried create (lost response, double click). */
  created: boolean;
}

/**
 * Creates an item with the client's id, keeping its first revision. Creating
 * is idempotent per workspace: the same id again returns the stored item
 * unchanged. An id another workspace already holds is a 409 that reveals
 * nothing about its item.
 */
export async function createContent(
  db: Kysely<Database>,
  actor: Actor,
  input: z.output<typeof CreateContentSchema>,
): Promise<CreateContentResult> {
  const { id, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const inserted = await trx
      .insertInto("content_items")
      .values({
        id,
        workspace_id: actor.workspaceId,
        created_by: actor.userId,
        updated_by: actor.userId,
        ...contentFieldsRow(fields),
        version: 1,
        created_at: now,
        updated_at: now,
      })
      // No error, no aborted PostgreSQL transaction: a taken id simply inserts nothing.
      .onConflict((oc) => oc.column("id").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) await recordRevision(trx, inserted, "save", null);
    const stored = await findContentItem(trx, actor.workspaceId, id);
    if (stored) return { item: toContentItem(stored), created: inserted !== undefined };
    throw new AppError("ALREADY_EXISTS", MESSAGES.alreadyExists);
  });
}
