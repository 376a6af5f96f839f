import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { notFound } from "../../errors";

/**
 * Revokes one of the user's keys; the next request with it gets 401. Another
 * user's key, or one already revoked, is a 404 like a missing one.
 */
export async function revokeApiKey(db: Kysely<Database>, userId: string, keyId: string): Promise<void> {
  const result = await db
    .updateTable("api_keys")
    .set({ revoked_at: new Date().toISOString() })
    .where("id", "=", keyId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound("API key not found");
}
