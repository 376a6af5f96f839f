import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { notFound } from "../../errors";

export interface RevokeApiKeyInput {
  workspaceId: string;
  keyId: string;
  /** Only keys this member created, unless null (an admin may revoke anyone's). */
  createdBy: string | null;
  now?: Date;
}

/**
 * Revokes one of the workspace's keys; the next request with it gets 401.
 * Another workspace's key, someone else's key for a member who may not revoke
 * it, or one already revoked, is a 404 like a missing one. Returns its name.
 */
export async function revokeApiKey(db: Kysely<Database>, input: RevokeApiKeyInput): Promise<string> {
  let update = db
    .updateTable("api_keys")
    .set({ revoked_at: (input.now ?? new Date()).toISOString() })
    .where("id", "=", input.keyId)
    .where("workspace_id", "=", input.workspaceId)
    .where("revoked_at", "is", null);
  if (input.createdBy !== null) update = update.where("created_by", "=", input.createdBy);
  const row = await update.returning("name").executeTakeFirst();
  if (!row) throw notFound("API key not found");
  return row.name;
}
