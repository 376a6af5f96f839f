import { SUPPORT_LIST_LIMIT, type SupportRequestSummary } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The requests `userId` sent, from any of their workspaces, newest first: a
 * person's own conversations with support, not the workspace's (a viewer
 * does not read what the owner wrote to support about billing).
 */
export async function listOwnSupportRequests(
  db: Kysely<Database>,
  userId: string,
): Promise<SupportRequestSummary[]> {
  const rows = await db
    .selectFrom("support_requests")
    .select(["id", "subject", "status", "priority", "workspace_name", "created_at", "closed_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(SUPPORT_LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    status: row.status === "closed" ? "closed" : "open",
    priority: row.priority === 1,
    workspaceName: row.workspace_name,
    createdAt: row.created_at,
    closedAt: row.closed_at,
  }));
}
