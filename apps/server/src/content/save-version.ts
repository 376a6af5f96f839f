import type { ContentFields, ContentItem, RevisionSource } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Actor } from "../workspaces/actor";
import { contentNotFound, staleVersion } from "./content-errors";
import { contentFieldsRow } from "./content-fields-row";
import { findContentItem, toContentItem } from "./content-row";
import { recordRevision } from "./record-revision";

export interface SaveVersionInput {
  actor: Actor;
  id: string;
  /** The version the new fields were based on; must still be the latest. */
  baseVersion: number;
  fields: ContentFields;
  source: RevisionSource;
  note: string | null;
}

/**
 * Writes the next version of an item and its revision. The version check and
 * the write are ONE conditional UPDATE (`… WHERE id AND workspace_id AND version`),
 * so of two concurrent saves based on the same version exactly one changes a
 * row; the other finds nothing to update and gets a 409 with nothing written.
 * Call it inside a transaction.
 */
export async function saveVersion(trx: Kysely<Database>, input: SaveVersionInput): Promise<ContentItem> {
  const row = await trx
    .updateTable("content_items")
    .set({
      ...contentFieldsRow(input.fields),
      version: input.baseVersion + 1,
      updated_at: new Date().toISOString(),
      updated_by: input.actor.userId,
    })
    .where("id", "=", input.id)
    .where("workspace_id", "=", input.actor.workspaceId)
    .where("version", "=", input.baseVersion)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    // Only on the failure path: tell "not yours / gone" apart from "someone saved first".
    const current = await trx
      .selectFrom("content_items")
      .select("version")
      .where("id", "=", input.id)
      .where("workspace_id", "=", input.actor.workspaceId)
      .executeTakeFirst();
    if (!current) throw contentNotFound();
    throw staleVersion(input.baseVersion, Number(current.version));
  }
  await recordRevision(trx, row, input.source, input.note);
  const saved = await findContentItem(trx, input.actor.workspaceId, input.id);
  if (!saved) throw contentNotFound();
  return toContentItem(saved);
}
