import type { ContentList, ContentListQuery } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import {
  CONTENT_SUMMARY_COLUMNS,
  contentItemsWithPeople,
  PEOPLE_NAME_COLUMNS,
  toContentSummary,
} from "./content-row";

/**
 * One page of the workspace's items without their bodies, newest updated first
 * (id breaks ties so pages never overlap). Two indexed queries at most: the
 * page, and a count only when the page does not already tell the total.
 */
export async function listContent(
  db: Kysely<Database>,
  workspaceId: string,
  query: ContentListQuery,
): Promise<ContentList> {
  let filtered = contentItemsWithPeople(db).where("content_items.workspace_id", "=", workspaceId);
  if (query.type) filtered = filtered.where("content_items.type", "=", query.type);
  if (query.status) filtered = filtered.where("content_items.status", "=", query.status);

  const rows = await filtered
    .select(CONTENT_SUMMARY_COLUMNS)
    .select(PEOPLE_NAME_COLUMNS)
    .orderBy("content_items.updated_at", "desc")
    .orderBy("content_items.id", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const pageTellsTotal = rows.length > 0 && rows.length < query.limit;
  const total =
    pageTellsTotal || (query.offset === 0 && rows.length === 0)
      ? query.offset + rows.length
      : Number((await filtered.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow()).total);
  return { items: rows.map(toContentSummary), total };
}
