import type { ContentRevisionList, ContentRevisionListQuery } from "@ranklens/shared";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { assertContentOwned } from "./assert-content-owned";
import { REVISION_SUMMARY_COLUMNS, toRevisionSummary } from "./revision-row";

/**
 * One page of an item's history, newest version first, without bodies (each
 * can be 200,000 characters; fetch one revision for its text). 404 unless the
 * user owns the item.
 */
export async function listRevisions(
  db: Kysely<Database>,
  ownerId: string,
  contentId: string,
  query: ContentRevisionListQuery,
): Promise<ContentRevisionList> {
  await assertContentOwned(db, ownerId, contentId);
  const filtered = db
    .selectFrom("content_revisions")
    .where("content_id", "=", contentId)
    .where("owner_id", "=", ownerId);
  const rows = await filtered
    .select(REVISION_SUMMARY_COLUMNS)
    // Characters in both dialects (SQLite and PostgreSQL count code points).
    .select(sql<number>`length(content)`.as("content_length"))
    .orderBy("version", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const pageTellsTotal = rows.length > 0 && rows.length < query.limit;
  const total = pageTellsTotal
    ? query.offset + rows.length
    : Number((await filtered.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow()).total);
  return { items: rows.map(toRevisionSummary), total };
}
