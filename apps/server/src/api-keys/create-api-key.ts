import { randomUUID } from "node:crypto";
import { API_KEYS_PER_WORKSPACE, type CreatedApiKey } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import { UPGRADE_URL } from "../quota/reserve-analysis";
import { apiKeyFromRow } from "./api-key-row";
import { DISPLAY_PREFIX_LENGTH, generateApiKey, hashApiKey } from "./generate-api-key";

/**
 * Creates an API key for a workspace whose plan includes API access (402
 * otherwise), acting with its creator's role. The whole key is returned this
 * once; only its hash is stored.
 */
export async function createApiKey(
  db: Kysely<Database>,
  input: {
    workspaceId: string;
    userId: string;
    userName: string;
    name: string;
    apiAccess: boolean;
    now?: Date;
  },
): Promise<CreatedApiKey> {
  if (!input.apiAccess) {
    throw new AppError(
      "PAYMENT_REQUIRED",
      "API access is part of the Pro plan. Upgrade to Pro to create API keys.",
      {
        details: { upgradeUrl: UPGRADE_URL },
      },
    );
  }
  const active = await db
    .selectFrom("api_keys")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("workspace_id", "=", input.workspaceId)
    .where("revoked_at", "is", null)
    .executeTakeFirstOrThrow();
  if (Number(active.n) >= API_KEYS_PER_WORKSPACE) {
    throw new AppError(
      "CONFLICT",
      `This workspace has ${API_KEYS_PER_WORKSPACE} active API keys, the most a workspace may hold. Revoke one no longer used first.`,
    );
  }
  const key = generateApiKey();
  const row = {
    id: randomUUID(),
    workspace_id: input.workspaceId,
    created_by: input.userId,
    name: input.name,
    key_hash: hashApiKey(key),
    prefix: key.slice(0, DISPLAY_PREFIX_LENGTH),
    last_four: key.slice(-4),
    created_at: (input.now ?? new Date()).toISOString(),
    last_used_at: null,
    revoked_at: null,
  };
  await db.insertInto("api_keys").values(row).execute();
  return { ...apiKeyFromRow({ ...row, creator_name: input.userName }), key };
}
