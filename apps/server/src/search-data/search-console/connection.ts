import type { ProviderTest, SearchConsoleConnection, SearchConsoleProperties } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { NO_SECRETS_KEY } from "../providers/provider-store";
import { dropAccessToken } from "./access-token";
import { type GoogleSetup, NO_GOOGLE_CLIENT } from "./google-endpoints";
import { revokeToken } from "./google-oauth";
import { type Backoff, SearchConsoleApi } from "./search-console-api";
import { deleteGrant, openGrant, readGrantSummary } from "./search-console-grant";

/** What the Search Console services need of the app. */
export interface SearchConsoleDeps {
  db: Kysely<Database>;
  secrets: SecretBox | null;
  google: GoogleSetup;
  now: () => Date;
  backoff?: Backoff;
}

/** Why this server cannot connect Search Console, or null when it can. */
export function notConfiguredReason(deps: Pick<SearchConsoleDeps, "google" | "secrets">): string | null {
  if (!deps.google.clientId || !deps.google.clientSecret) return NO_GOOGLE_CLIENT;
  if (!deps.secrets) return NO_SECRETS_KEY;
  return null;
}

export async function searchConsoleConnection(
  deps: SearchConsoleDeps,
  workspaceId: string,
): Promise<SearchConsoleConnection> {
  const reason = notConfiguredReason(deps);
  const row = await readGrantSummary(deps.db, workspaceId);
  return {
    configured: reason === null,
    notConfiguredReason: reason,
    connected: row !== undefined,
    email: row?.login ?? null,
    reconnectReason: row?.reconnect_reason ?? null,
    connectedAt: row?.updated_at ?? null,
  };
}

export function searchConsoleApi(deps: SearchConsoleDeps, workspaceId: string): SearchConsoleApi {
  return new SearchConsoleApi(
    { db: deps.db, secrets: deps.secrets, google: deps.google, workspaceId, now: deps.now },
    deps.backoff,
  );
}

/** The properties the connected account can read, sorted; a ProviderError when Google refuses. */
export async function searchConsoleProperties(
  deps: SearchConsoleDeps,
  workspaceId: string,
): Promise<SearchConsoleProperties> {
  const api = searchConsoleApi(deps, workspaceId);
  const properties = await api.listSites();
  const grant = await readGrantSummary(deps.db, workspaceId);
  properties.sort((a, b) => a.siteUrl.localeCompare(b.siteUrl));
  return { email: grant?.login ?? "", properties };
}

/** "Test connection" for Search Console: the account can list its properties. */
export async function testSearchConsole(deps: SearchConsoleDeps, workspaceId: string): Promise<ProviderTest> {
  const { email } = await searchConsoleProperties(deps, workspaceId);
  return { provider: "search-console", login: email, balance: null, testedAt: deps.now().toISOString() };
}

/**
 * Disconnects: asks Google to revoke the grant (best effort: a grant Google already forgot, or an
 * outage, does not keep it here) and deletes it. Whether there was one.
 */
export async function disconnectSearchConsole(
  deps: SearchConsoleDeps,
  workspaceId: string,
): Promise<boolean> {
  let grant: Awaited<ReturnType<typeof openGrant>> = null;
  try {
    grant = await openGrant(deps.db, deps.secrets, workspaceId);
  } catch {
    // Sealed under another key: it cannot be revoked from here, and is deleted all the same.
  }
  if (grant) await revokeToken(deps.google, grant.refreshToken);
  dropAccessToken(workspaceId);
  return deleteGrant(deps.db, workspaceId);
}
