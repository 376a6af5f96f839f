import type { Analysis } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { notFound } from "../errors";

/** One of the workspace's analyses with its full report; another workspace's is "not found". */
export async function getAnalysis(db: Kysely<Database>, workspaceId: string, id: string): Promise<Analysis> {
  const row = await db
    .selectFrom("analyses")
    .select(["id", "created_at", "report"])
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound("Analysis not found");
  return { id: row.id, createdAt: row.created_at, report: JSON.parse(row.report) };
}
