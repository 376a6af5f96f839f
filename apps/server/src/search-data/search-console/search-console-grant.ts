import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { SecretBox } from "../../lib/secret-box";
import { NO_SECRETS_KEY, saveProviderCredentials, sealContext } from "../providers/provider-store";

const PROVIDER = "search-console" as const;

/**
 * The workspace's Google grant, kept as every provider's credentials are (ADR 038): a
 * `workspace_providers` row whose sealed JSON holds the refresh token, bound to the workspace and
 * provider, and whose login is the Google account's e-mail. It has no market.
 */
interface SealedGrant {
  refreshToken: string;
}

export async function saveGrant(
  db: Kysely<Database>,
  secrets: SecretBox | null,
  workspace: { workspaceId: string; userId: string | null },
  grant: { email: string; refreshToken: string },
  now: Date,
): Promise<void> {
  const sealed: SealedGrant = { refreshToken: grant.refreshToken };
  await saveProviderCredentials(db, secrets, workspace, PROVIDER, sealed, now, {
    login: grant.email,
    locationCode: null,
  });
}

/** The connection as settings show it: the account, and whether Google still honours the grant. */
export async function readGrantSummary(db: Kysely<Database>, workspaceId: string) {
  return db
    .selectFrom("workspace_providers")
    .select(["login", "updated_at", "reconnect_reason"])
    .where("workspace_id", "=", workspaceId)
    .where("provider", "=", PROVIDER)
    .executeTakeFirst();
}

/** The refresh token, opened for a call to Google only; null when the workspace has no grant. */
export async function openGrant(
  db: Kysely<Database>,
  secrets: SecretBox | null,
  workspaceId: string,
): Promise<{ email: string; refreshToken: string; reconnectReason: string | null } | null> {
  const row = await db
    .selectFrom("workspace_providers")
    .select(["login", "sealed", "reconnect_reason"])
    .where("workspace_id", "=", workspaceId)
    .where("provider", "=", PROVIDER)
    .executeTakeFirst();
  if (!row) return null;
  if (!secrets) throw new AppError("NOT_CONFIGURED", NO_SECRETS_KEY, { expected: true });
  let grant: SealedGrant;
  try {
    grant = JSON.parse(secrets.open(row.sealed, sealContext(workspaceId, PROVIDER))) as SealedGrant;
  } catch {
    throw new AppError(
      "NOT_CONFIGURED",
      "The stored Google grant cannot be opened with this server's SECRETS_KEY (was the key changed?). Connect Search Console again.",
      { expected: true },
    );
  }
  return { email: row.login, refreshToken: grant.refreshToken, reconnectReason: row.reconnect_reason };
}

/** Marks the grant as one Google no longer honours, so settings ask for a new connection. */
export async function markGrantRevoked(db: Kysely<Database>, workspaceId: string, reason: string) {
  await db
    .updateTable("workspace_providers")
    .set({ reconnect_reason: reason })
    .where("workspace_id", "=", workspaceId)
    .where("provider", "=", PROVIDER)
    .execute();
}

export async function deleteGrant(db: Kysely<Database>, workspaceId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("workspace_providers")
    .where("workspace_id", "=", workspaceId)
    .where("provider", "=", PROVIDER)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
