import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { notFound } from "../../errors";

/** Removes one of the workspace's analyses from the history. */
export async function deleteAnalysis(db: Kysely<Database>, workspaceId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom("analyses")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("Analysis not found");
}
