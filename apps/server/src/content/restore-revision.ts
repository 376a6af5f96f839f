import type { ContentItem, ContentStatus, ContentType } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Actor } from "../workspaces/actor";
import { parseKeywords } from "./content-row";
import { findRevision } from "./find-revision";
import { saveVersion } from "./save-version";

/**
 * Brings an old revision back as the newest version (history is never
 * rewritten: the restore is itself a revision, source "restore"). Like a save
 * it must be based on the latest version, else 409 and nothing changes.
 */
export async function restoreRevision(
  db: Kysely<Database>,
  actor: Actor,
  contentId: string,
  revisionId: string,
  baseVersion: number,
): Promise<ContentItem> {
  return db.transaction().execute(async (trx) => {
    const revision = await findRevision(trx, actor.workspaceId, contentId, revisionId);
    return saveVersion(trx, {
      actor,
      id: contentId,
      baseVersion,
      fields: {
        title: revision.title,
        content: revision.content,
        type: revision.type as ContentType,
        status: revision.status as ContentStatus,
        metaDescription: revision.meta_description,
        focusKeyphrase: revision.focus_keyphrase,
        targetKeywords: parseKeywords(revision.target_keywords),
      },
      source: "restore",
      note: `Restored version ${revision.version}`,
    });
  });
}
