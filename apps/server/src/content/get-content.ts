import type { ContentItem } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { contentNotFound } from "./content-errors";
import { findContentItem, toContentItem } from "./content-row";

/** One of the workspace's items, whole; 404 for any other workspace's. */
export async function getContent(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<ContentItem> {
  const row = await findContentItem(db, workspaceId, id);
  if (!row) throw contentNotFound();
  return toContentItem(row);
}
