import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { notFound } from "../errors";

/** Removes one of the workspace's analyses from the history; returns the URL it analysed (for the activity log). */
export async function deleteAnalysis(db: Kysely<Database>, workspaceId: string, id: string): Promise<string> {
  const deleted = await db
    .deleteFrom("analyses")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returning("url")
    .executeTakeFirst();
  if (!deleted) throw notFound("Analysis not found");
  return deleted.url;
}
