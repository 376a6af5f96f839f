import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { assertContentOwned } from "./assert-content-owned";
import { revisionNotFound } from "./content-errors";
import type { RevisionRow } from "./revision-row";

/**
 * One revision of one of the user's items. Someone else's item answers
 * 'Content not found' like every content endpoint; a missing revision of the
 * user's own item answers 'Revision not found'.
 */
export async function findRevision(
  db: Kysely<Database>,
  ownerId: string,
  contentId: string,
  revisionId: string,
): Promise<RevisionRow> {
  const row = await db
    .selectFrom("content_revisions")
    .selectAll()
    .where("id", "=", revisionId)
    .where("content_id", "=", contentId)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  if (row) return row;
  await assertContentOwned(db, ownerId, contentId);
  throw revisionNotFound();
}
