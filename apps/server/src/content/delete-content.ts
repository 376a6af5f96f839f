import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { contentNotFound } from "./content-errors";

/** Deletes one of the workspace's items (its revisions go with it, ON DELETE CASCADE); returns its title. */
export async function deleteContent(db: Kysely<Database>, workspaceId: string, id: string): Promise<string> {
  const row = await db
    .deleteFrom("content_items")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returning("title")
    .executeTakeFirst();
  if (!row) throw contentNotFound();
  return row.title;
}
