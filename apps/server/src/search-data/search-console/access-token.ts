import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { ProviderError } from "../provider-error";
import type { GoogleSetup } from "./google-endpoints";
import { RevokedGrantError, refreshAccessToken } from "./google-oauth";
import { markGrantRevoked, openGrant } from "./search-console-grant";

/** What a call to Search Console needs to get a token for a workspace. */
export interface SearchConsoleAuth {
  db: Kysely<Database>;
  secrets: SecretBox | null;
  google: GoogleSetup;
  workspaceId: string;
  now: () => Date;
}

/**
 * Access tokens by workspace, kept in memory until they expire (an hour): one refresh an hour, not
 * one per request. Keyed with a digest of the refresh token, so a new connection never reuses the
 * previous one's token. Never persisted, never logged.
 */
const cache = new Map<string, { grant: string; token: string; expiresAt: number }>();

/** What Search Console and the settings page say when Google stopped honouring the grant. */
export const revokedMessage = (email: string) =>
  `Google no longer lets RankLens read Search Console for ${email}: connect again.`;

export const notConnected = () =>
  new ProviderError("PROVIDER_AUTH", "search-console", "Search Console is not connected in this workspace.");

/** An access token for the workspace's grant, refreshed when the cached one is gone or stale. */
export async function accessToken(auth: SearchConsoleAuth): Promise<{ token: string; email: string }> {
  const grant = await openGrant(auth.db, auth.secrets, auth.workspaceId);
  if (!grant) throw notConnected();
  if (grant.reconnectReason)
    throw new ProviderError("PROVIDER_AUTH", "search-console", grant.reconnectReason);
  const fingerprint = createHash("sha256").update(grant.refreshToken).digest("base64url");
  const cached = cache.get(auth.workspaceId);
  const now = auth.now().getTime();
  if (cached && cached.grant === fingerprint && cached.expiresAt > now)
    return { token: cached.token, email: grant.email };
  try {
    const fresh = await refreshAccessToken(auth.google, grant.refreshToken, now);
    cache.set(auth.workspaceId, { grant: fingerprint, token: fresh.accessToken, expiresAt: fresh.expiresAt });
    return { token: fresh.accessToken, email: grant.email };
  } catch (error) {
    if (error instanceof RevokedGrantError) throw await revoked(auth, grant.email);
    throw error;
  }
}

/** Forgets the workspace's cached token (Google answered 401 with it, or the grant is gone). */
export function dropAccessToken(workspaceId: string): void {
  cache.delete(workspaceId);
}

/** Records that the grant no longer works and returns the error that says so. */
export async function revoked(auth: SearchConsoleAuth, email: string): Promise<ProviderError> {
  dropAccessToken(auth.workspaceId);
  const message = revokedMessage(email);
  await markGrantRevoked(auth.db, auth.workspaceId, message);
  return new ProviderError("PROVIDER_AUTH", "search-console", message);
}
