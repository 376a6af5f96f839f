import type { ChangeList, ChangesQuery } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { decodeChangeCursor, encodeChangeCursor } from "./change-cursor";
import { changeFromRow } from "./change-row";
import { findProject } from "./find-project";

/**
 * The project's detected changes, newest first, a page at a time (keyset on detection time and
 * id, index project_changes_project), optionally of one severity or one tracked page.
 */
export async function listChanges(
  db: Kysely<Database>,
  workspaceId: string,
  projectId: string,
  query: ChangesQuery,
): Promise<ChangeList> {
  await findProject(db, workspaceId, projectId);
  const after = query.cursor ? decodeChangeCursor(query.cursor) : undefined;
  let select = db.selectFrom("project_changes").selectAll().where("project_id", "=", projectId);
  if (query.severity) select = select.where("severity", "=", query.severity);
  if (query.pageId !== undefined) select = select.where("page_id", "=", query.pageId);
  if (after) {
    select = select.where((eb) =>
      eb.or([
        eb("detected_at", "<", after.detectedAt),
        eb.and([eb("detected_at", "=", after.detectedAt), eb("id", "<", after.id)]),
      ]),
    );
  }
  const rows = await select
    .orderBy("detected_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit + 1)
    .execute();
  const items = rows.slice(0, query.limit).map(changeFromRow);
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > query.limit && last
        ? encodeChangeCursor({ detectedAt: last.detectedAt, id: last.id })
        : null,
  };
}
