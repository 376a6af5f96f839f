import { randomUUID } from "node:crypto";
import type { RevisionSource } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { ContentItemRow } from "./content-row";
import { pruneRevisions } from "./prune-revisions";

/**
 * Keeps a snapshot of an item as it is now and lets go of the revisions the
 * retention no longer keeps (call it inside the transaction that wrote the
 * item, so an item never has a version without its revision).
 */
export async function recordRevision(
  trx: Kysely<Database>,
  item: ContentItemRow,
  source: RevisionSource,
  note: string | null,
): Promise<void> {
  await trx
    .insertInto("content_revisions")
    .values({
      id: randomUUID(),
      content_id: item.id,
      workspace_id: item.workspace_id,
      // The row was just written by this person: its last editor saved this version.
      saved_by: item.updated_by,
      version: item.version,
      title: item.title,
      content: item.content,
      type: item.type,
      status: item.status,
      meta_description: item.meta_description,
      focus_keyphrase: item.focus_keyphrase,
      target_keywords: item.target_keywords,
      source,
      note,
      created_at: item.updated_at,
    })
    .execute();
  await pruneRevisions(trx, item.id, Number(item.version));
}
