import {
  type DataForSeoCredentials,
  DEFAULT_KEYWORD_MARKET,
  type ProviderConnection,
  type SearchProvider,
  type SerpApiCredentials,
} from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { SecretBox } from "../../lib/secret-box";

/** 501 when the server has no key to seal with: credentials are never stored in the clear. */
export const NO_SECRETS_KEY =
  "This server cannot store provider credentials: its administrator must set SECRETS_KEY (see the README) first.";

/** What the sealed text is bound to: opened as another workspace's or provider's, it fails. */
export const sealContext = (workspaceId: string, provider: SearchProvider) =>
  `provider:${workspaceId}:${provider}`;

/**
 * The credentials each provider takes. Search Console's (OAuth tokens) are its module's to shape:
 * it stores them here too, with the login it shows (`shown`).
 */
export interface ProviderCredentials {
  dataforseo: DataForSeoCredentials;
  serpapi: SerpApiCredentials;
  "search-console": unknown;
}

/** What a connection shows: the login, and the market when the provider has one. */
export interface ShownConnection {
  login: string;
  locationCode: number | null;
}

/**
 * Stores a workspace's credentials for a provider, replacing what was there, with what is shown of
 * them (the provider's definition in `registry.ts` says what). Search Console's module stores its
 * Google grant the same way. Storing anew clears a "connect again" mark.
 */
export async function saveProviderCredentials<P extends SearchProvider>(
  db: Kysely<Database>,
  secrets: SecretBox | null,
  workspace: { workspaceId: string; userId: string | null },
  provider: P,
  credentials: ProviderCredentials[P],
  now: Date,
  shown: ShownConnection,
): Promise<ProviderConnection> {
  if (!secrets) throw new AppError("NOT_CONFIGURED", NO_SECRETS_KEY, { expected: true });
  const row = {
    workspace_id: workspace.workspaceId,
    provider,
    login: shown.login,
    // The column is NOT NULL (migration 0030): a provider without a market keeps the default,
    // which nothing reads (`readProviderConnection` answers null for it).
    location_code: shown.locationCode ?? DEFAULT_KEYWORD_MARKET,
    sealed: secrets.seal(JSON.stringify(credentials), sealContext(workspace.workspaceId, provider)),
    updated_by: workspace.userId,
    updated_at: now.toISOString(),
    reconnect_reason: null,
  };
  await db
    .insertInto("workspace_providers")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["workspace_id", "provider"]).doUpdateSet({
        login: row.login,
        location_code: row.location_code,
        sealed: row.sealed,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
        reconnect_reason: null,
      }),
    )
    .execute();
  return {
    provider,
    canStore: true,
    connected: true,
    login: row.login,
    locationCode: shown.locationCode,
    updatedAt: row.updated_at,
  };
}

/**
 * A workspace's connection to a provider, without its secret; `locationCode` as stored (the
 * routes drop it for a provider without a market).
 */
export async function readProviderConnection(
  db: Kysely<Database>,
  secrets: SecretBox | null,
  workspaceId: string,
  provider: SearchProvider,
): Promise<ProviderConnection> {
  const row = await db
    .selectFrom("workspace_providers")
    .select(["login", "location_code", "updated_at"])
    .where("workspace_id", "=", workspaceId)
    .where("provider", "=", provider)
    .executeTakeFirst();
  return {
    provider,
    canStore: secrets !== null,
    connected: row !== undefined,
    login: row?.login ?? null,
    locationCode: row?.location_code ?? null,
    updatedAt: row?.updated_at ?? null,
  };
}

/** Forgets a workspace's credentials for a provider; whether there were any. */
export async function removeProviderCredentials(
  db: Kysely<Database>,
  workspaceId: string,
  provider: SearchProvider,
): Promise<boolean> {
  const result = await db
    .deleteFrom("workspace_providers")
    .where("workspace_id", "=", workspaceId)
    .where("provider", "=", provider)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The stored credentials, opened: only for a call to the provider, never for a response. Null
 * when the workspace has none; a server without SECRETS_KEY (or with another one) fails clearly.
 */
export async function openProviderCredentials<P extends SearchProvider>(
  db: Kysely<Database>,
  secrets: SecretBox | null,
  workspaceId: string,
  provider: P,
): Promise<ProviderCredentials[P] | null> {
  const row = await db
    .selectFrom("workspace_providers")
    .select("sealed")
    .where("workspace_id", "=", workspaceId)
    .where("provider", "=", provider)
    .executeTakeFirst();
  if (!row) return null;
  if (!secrets) throw new AppError("NOT_CONFIGURED", NO_SECRETS_KEY, { expected: true });
  try {
    return JSON.parse(secrets.open(row.sealed, sealContext(workspaceId, provider))) as ProviderCredentials[P];
  } catch {
    throw new AppError(
      "NOT_CONFIGURED",
      "The stored provider credentials cannot be opened with this server's SECRETS_KEY (was the key changed?). Connect the provider again.",
      { expected: true },
    );
  }
}
