import { WORKSPACE_MESSAGES } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { CurrentWorkspace } from "../app-env";
import type { CurrentUser } from "../auth/current-user";
import type { Database } from "../db/schema";
import { unauthorized } from "../errors";
import { planLimits } from "../quota/plan-limits";
import { MEMBERSHIP_COLUMNS, toCurrentWorkspace } from "../workspaces/workspace-membership";
import { hashApiKey } from "./generate-api-key";

/** last_used_at is rewritten at most this often, so a busy key does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface AuthenticatedKey {
  keyId: string;
  /** The key's creator: the key acts as them. */
  user: CurrentUser;
  /** The key's workspace, with the creator's current role there. */
  workspace: CurrentWorkspace;
}

/**
 * Resolves a presented API key to its creator and workspace, reading the key,
 * the workspace's plan and the creator's current membership in one query on
 * every request: a revoked key, a key whose creator left the workspace, or a
 * key of a workspace back on Basic (with billing on) fails at once (401).
 */
export async function authenticateApiKey(
  db: Kysely<Database>,
  input: { key: string; billingEnabled: boolean; now?: Date },
): Promise<AuthenticatedKey> {
  const row = await db
    .selectFrom("api_keys")
    .innerJoin("user", "user.id", "api_keys.created_by")
    .innerJoin("workspaces", "workspaces.id", "api_keys.workspace_id")
    .leftJoin("workspace_members", (join) =>
      join
        .onRef("workspace_members.workspace_id", "=", "api_keys.workspace_id")
        .onRef("workspace_members.user_id", "=", "api_keys.created_by"),
    )
    .select([
      "api_keys.id as keyId",
      "api_keys.revoked_at as revokedAt",
      "api_keys.last_used_at as lastUsedAt",
      "user.id as userId",
      "user.email as email",
      // Not "name": MEMBERSHIP_COLUMNS' workspace name would overwrite it.
      "user.name as userName",
      ...MEMBERSHIP_COLUMNS,
    ])
    .where("api_keys.key_hash", "=", hashApiKey(input.key))
    .executeTakeFirst();
  if (!row) throw unauthorized("Invalid API key. Check the key, or create a new one in Settings.");
  if (row.revokedAt) throw unauthorized("This API key has been revoked. Create a new one in Settings.");
  if (!row.role) throw unauthorized(WORKSPACE_MESSAGES.apiKeyCreatorLeft);
  const workspace = toCurrentWorkspace({ ...row, role: row.role });
  if (!planLimits(workspace.plan, input.billingEnabled).apiAccess) {
    throw unauthorized(
      "API access is part of the Pro plan, and this key's workspace is on the Basic plan. The key works again once the workspace is on Pro.",
    );
  }
  const now = input.now ?? new Date();
  if (!row.lastUsedAt || now.getTime() - Date.parse(row.lastUsedAt) >= LAST_USED_RESOLUTION_MS) {
    await db
      .updateTable("api_keys")
      .set({ last_used_at: now.toISOString() })
      .where("id", "=", row.keyId)
      .execute();
  }
  return { keyId: row.keyId, user: { id: row.userId, email: row.email, name: row.userName }, workspace };
}
