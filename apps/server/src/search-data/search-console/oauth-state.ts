import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** How long the consent page may take: Google's own codes last about as long. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

const hash = (state: string) => createHash("sha256").update(state).digest("base64url");

/**
 * A connect's `state`: 32 random bytes, stored hashed with the user and workspace that started it.
 * It ties Google's redirect back to that user (CSRF: a callback with another's code is refused).
 */
export async function createOauthState(
  db: Kysely<Database>,
  owner: { userId: string; workspaceId: string; returnTo: string },
  now: Date,
): Promise<string> {
  const state = randomBytes(32).toString("base64url");
  // Expired states of anyone go with each new one: the table stays small without a sweeper.
  await db.deleteFrom("search_console_oauth_states").where("expires_at", "<", now.toISOString()).execute();
  await db
    .insertInto("search_console_oauth_states")
    .values({
      state_hash: hash(state),
      user_id: owner.userId,
      workspace_id: owner.workspaceId,
      return_to: owner.returnTo,
      expires_at: new Date(now.getTime() + OAUTH_STATE_TTL_MS).toISOString(),
    })
    .execute();
  return state;
}

/**
 * Takes a `state` back, once: the workspace and return path it was made for, or null when it is
 * unknown, used already, expired, or was made for another user.
 */
export async function consumeOauthState(
  db: Kysely<Database>,
  state: string,
  userId: string,
  now: Date,
): Promise<{ workspaceId: string; returnTo: string } | null> {
  const row = await db
    .selectFrom("search_console_oauth_states")
    .select(["user_id", "workspace_id", "return_to", "expires_at"])
    .where("state_hash", "=", hash(state))
    .executeTakeFirst();
  if (!row) return null;
  const deleted = await db
    .deleteFrom("search_console_oauth_states")
    .where("state_hash", "=", hash(state))
    .executeTakeFirst();
  // Two callbacks racing with one state: only the one that deleted it goes on.
  if (Number(deleted.numDeletedRows) !== 1) return null;
  if (row.user_id !== userId || row.expires_at < now.toISOString()) return null;
  return { workspaceId: row.workspace_id, returnTo: row.return_to };
}
