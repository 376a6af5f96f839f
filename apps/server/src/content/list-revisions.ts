import type { ContentRevisionList, ContentRevisionListQuery } from "@ranklens/shared";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import { assertContentInWorkspace } from "./assert-content-in-workspace";
import { REVISION_SUMMARY_COLUMNS, toRevisionSummary } from "./revision-row";

/**
 * One page of an item's history, newest version first, without bodies (each
 * can be 200,000 characters; fetch one revision for its text). 404 unless the
 * workspace holds the item.
 */
export async function listRevisions(
  db: Kysely<Database>,
  workspaceId: string,
  contentId: string,
  query: ContentRevisionListQuery,
): Promise<ContentRevisionList> {
  await assertContentInWorkspace(db, workspaceId, contentId);
  const filtered = db
    .selectFrom("content_revisions")
    .where("content_revisions.content_id", "=", contentId)
    .where("content_revisions.workspace_id", "=", workspaceId);
  const rows = await filtered
    .leftJoin("user", "user.id", "content_revisions.saved_by")
    .select(REVISION_SUMMARY_COLUMNS)
    .select("user.name as saver_name")
    // Characters in both dialects (SQLite and PostgreSQL count code points).
    .select(sql<number>`length(content_revisions.content)`.as("content_length"))
    .orderBy("content_revisions.version", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const pageTellsTotal = rows.length > 0 && rows.length < query.limit;
  const total = pageTellsTotal
    ? query.offset + rows.length
    : Number((await filtered.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow()).total);
  return { items: rows.map(toRevisionSummary), total };
}
