import type { ApiKey } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { apiKeyFromRow } from "./api-key-row";

/** The workspace's active (not revoked) keys, newest first, with their creators, without secrets. */
export async function listApiKeys(db: Kysely<Database>, workspaceId: string): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom("api_keys")
    .leftJoin("user", "user.id", "api_keys.created_by")
    .selectAll("api_keys")
    .select("user.name as creator_name")
    .where("api_keys.workspace_id", "=", workspaceId)
    .where("api_keys.revoked_at", "is", null)
    .orderBy("api_keys.created_at", "desc")
    .orderBy("api_keys.id")
    .execute();
  return rows.map(apiKeyFromRow);
}
