import { deniedMessage, roleCan } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { CurrentWorkspace } from "../app-env";
import type { Database } from "../db/schema";
import { AppError, notFound } from "../errors";

export interface RevokeApiKeyInput {
  workspace: CurrentWorkspace;
  userId: string;
  keyId: string;
  now?: Date;
}

/**
 * Revokes one of the workspace's keys; the next request with it gets 401.
 * Everyone may revoke their own keys; someone else's needs the policy's
 * `apiKey.revokeAny` (403 otherwise). Another workspace's key, or one already
 * revoked, is a 404 like a missing one. Returns the key's name.
 */
export async function revokeApiKey(db: Kysely<Database>, input: RevokeApiKeyInput): Promise<string> {
  const { workspace } = input;
  const key = await db
    .selectFrom("api_keys")
    .select(["name", "created_by"])
    .where("id", "=", input.keyId)
    .where("workspace_id", "=", workspace.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!key) throw notFound("API key not found");
  if (key.created_by !== input.userId && !roleCan(workspace.role, "apiKey.revokeAny")) {
    throw new AppError("FORBIDDEN", deniedMessage(workspace.role, "apiKey.revokeAny"));
  }
  const revoked = await db
    .updateTable("api_keys")
    .set({ revoked_at: (input.now ?? new Date()).toISOString() })
    .where("id", "=", input.keyId)
    .where("workspace_id", "=", workspace.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (Number(revoked.numUpdatedRows) === 0) throw notFound("API key not found");
  return key.name;
}
