import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { assertContentInWorkspace } from "./assert-content-in-workspace";
import { revisionNotFound } from "./content-errors";
import type { RevisionRow } from "./revision-row";

/**
 * One revision of one of the workspace's items, with the name of who saved it.
 * Another workspace's item answers 'Content not found' like every content
 * endpoint; a missing revision of the workspace's own item answers 'Revision not found'.
 */
export async function findRevision(
  db: Kysely<Database>,
  workspaceId: string,
  contentId: string,
  revisionId: string,
): Promise<RevisionRow & { saver_name: string | null }> {
  const row = await db
    .selectFrom("content_revisions")
    .leftJoin("user", "user.id", "content_revisions.saved_by")
    .selectAll("content_revisions")
    .select("user.name as saver_name")
    .where("content_revisions.id", "=", revisionId)
    .where("content_revisions.content_id", "=", contentId)
    .where("content_revisions.workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (row) return row;
  await assertContentInWorkspace(db, workspaceId, contentId);
  throw revisionNotFound();
}
