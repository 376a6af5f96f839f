import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { contentNotFound } from "./content-errors";

/** Throws 404 'Content not found' unless the workspace holds an item with this id. */
export async function assertContentInWorkspace(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<void> {
  const row = await db
    .selectFrom("content_items")
    .select("id")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!row) throw contentNotFound();
}
