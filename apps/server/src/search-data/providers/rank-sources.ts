import { SEARCH_PROVIDERS, type SearchProvider } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import type { RankSource } from "../rank-source";
import { openProviderCredentials } from "./provider-store";
import { type ProviderEnv, providerDefinition } from "./registry";

/** The providers that read Google's results pages (a `rankSource` in the registry). */
export const RANK_PROVIDERS: readonly SearchProvider[] = SEARCH_PROVIDERS.filter(
  (provider) => providerDefinition(provider).rankSource !== undefined,
);

/**
 * The workspace's `RankSource` at a provider, its credentials opened for the call: null when the
 * workspace has not connected it or the provider reads no results pages (Search Console's
 * positions are averages, imported by its own module). A server without SECRETS_KEY, or with
 * another one, throws AppError NOT_CONFIGURED (as `openProviderCredentials` does).
 */
export async function openRankSource(
  deps: { db: Kysely<Database>; secrets: SecretBox | null; env: ProviderEnv },
  workspaceId: string,
  provider: SearchProvider,
): Promise<RankSource | null> {
  const factory = providerDefinition(provider).rankSource;
  if (!factory) return null;
  const credentials = await openProviderCredentials(deps.db, deps.secrets, workspaceId, provider);
  return credentials === null ? null : factory(credentials, deps.env);
}

/** The rank providers the workspace connected, in the product's order (for the tracker's choice). */
export async function rankProvidersOf(db: Kysely<Database>, workspaceId: string): Promise<SearchProvider[]> {
  const rows = await db
    .selectFrom("workspace_providers")
    .select("provider")
    .where("workspace_id", "=", workspaceId)
    .where("provider", "in", [...RANK_PROVIDERS])
    .execute();
  const connected = new Set(rows.map((row) => row.provider));
  return RANK_PROVIDERS.filter((provider) => connected.has(provider));
}
