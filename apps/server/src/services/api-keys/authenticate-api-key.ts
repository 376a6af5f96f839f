import type { Kysely } from "kysely";
import type { CurrentUser } from "../../app-env";
import type { Database } from "../../db/schema";
import { unauthorized } from "../../errors";
import { planLimits } from "../quota/plan-limits";
import { hashApiKey } from "./generate-api-key";

/** last_used_at is rewritten at most this often, so a busy key does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface AuthenticatedKey {
  keyId: string;
  user: CurrentUser;
}

/**
 * Resolves a presented API key to its user, reading the key and the owner's
 * plan in one query on every request: a revoked key, or the key of a user
 * back on Basic (with billing on), fails at once (401).
 */
export async function authenticateApiKey(
  db: Kysely<Database>,
  input: { key: string; billingEnabled: boolean; now?: Date },
): Promise<AuthenticatedKey> {
  const row = await db
    .selectFrom("api_keys")
    .innerJoin("user", "user.id", "api_keys.user_id")
    .select([
      "api_keys.id as keyId",
      "api_keys.revoked_at as revokedAt",
      "api_keys.last_used_at as lastUsedAt",
      "user.id as userId",
      "user.email as email",
      "user.name as name",
      "user.plan as plan",
    ])
    .where("api_keys.key_hash", "=", hashApiKey(input.key))
    .executeTakeFirst();
  if (!row) throw unauthorized("Invalid API key. Check the key, or create a new one in Settings.");
  if (row.revokedAt) throw unauthorized("This API key has been revoked. Create a new one in Settings.");
  const plan = row.plan === "pro" ? "pro" : "basic";
  if (!planLimits(plan, input.billingEnabled).apiAccess) {
    throw unauthorized(
      "API access is part of the Pro plan, and this account is on the Basic plan. The key works again once the account is on Pro.",
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
  return { keyId: row.keyId, user: { id: row.userId, email: row.email, name: row.name } };
}
