import type { ApiKey } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { apiKeyFromRow } from "./api-key-row";

/** The user's active (not revoked) keys, newest first, without secrets. */
export async function listApiKeys(db: Kysely<Database>, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom("api_keys")
    .selectAll()
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(apiKeyFromRow);
}
