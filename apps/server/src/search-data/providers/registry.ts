import {
  type DataForSeoCredentials,
  DEFAULT_KEYWORD_MARKET,
  PROVIDER_CREDENTIALS_SCHEMAS,
  type ProviderConnection,
  type ProviderTest,
  type SearchProvider,
  type SerpApiCredentials,
} from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import type { Env } from "../../env";
import type { SecretBox } from "../../lib/secret-box";
import { dataForSeoAccount } from "../dataforseo/dataforseo-account";
import { DATAFORSEO_API, DataForSeoClient } from "../dataforseo/dataforseo-client";
import { dataForSeoKeywordData } from "../dataforseo/dataforseo-keyword-data";
import { dataForSeoSerp } from "../dataforseo/dataforseo-serp";
import type { KeywordDataSource } from "../keyword-data-source";
import type { RankSource } from "../rank-source";
import { searchConsoleHooks } from "../search-console/provider-hooks";
import { serpApiAccount } from "../serpapi/serpapi-account";
import { SERPAPI_API, SerpApiClient } from "../serpapi/serpapi-client";
import { serpApiSerp } from "../serpapi/serpapi-serp";
import type { ShownConnection } from "./provider-store";

/** The base URLs a provider's client reads (each unset in production: the provider itself). */
export type ProviderEnv = Pick<Env, "DATAFORSEO_API_BASE" | "SERPAPI_API_BASE">;

/** What a provider's hooks may use: the workspace's database rows, its secrets, the environment. */
export interface ProviderContext {
  db: Kysely<Database>;
  secrets: SecretBox | null;
  env: Env;
  workspaceId: string;
  now: () => Date;
}

/** What "Test connection" read of the account, as `ProviderTest` shows it. */
export type ProviderAccount = Omit<ProviderTest, "provider" | "testedAt">;

/** How a provider's credentials come in through `PUT /providers/{provider}`, and what is shown of them. */
export interface CredentialsSpec<C> {
  schema: z.ZodType<C>;
  /** The login shown in Settings and the activity log: never the secret. */
  login(credentials: C): string;
  /** The market its keyword numbers are read for; absent when the provider has none (SerpApi). */
  market?(credentials: C): number;
}

/**
 * One provider: how it is connected, tested, and what it serves (ADR 038). The routes, the
 * analyzer and the tracker ask this table, never a provider by name.
 */
export interface ProviderDefinition<C = unknown> {
  id: SearchProvider;
  /**
   * Its credentials body; null when it takes none through `PUT` (Search Console connects through
   * Google's consent page: `connectHint` says so).
   */
  credentials: CredentialsSpec<C> | null;
  /** Why `PUT` takes no credentials, for a provider without a credentials body. */
  connectHint?: string;
  /** "Test connection": reads the account the stored credentials open. */
  test?(credentials: C, ctx: ProviderContext): Promise<ProviderAccount>;
  /** Called before the stored credentials are deleted (e.g. to revoke a token at the provider). */
  disconnect?(credentials: C, ctx: ProviderContext): Promise<void>;
  keywordData?(credentials: C, env: ProviderEnv): KeywordDataSource;
  rankSource?(credentials: C, env: ProviderEnv): RankSource;
}

const dataForSeoClient = (credentials: DataForSeoCredentials, env: ProviderEnv) =>
  new DataForSeoClient(credentials, env.DATAFORSEO_API_BASE ?? DATAFORSEO_API);
const serpApiClient = (credentials: SerpApiCredentials, env: ProviderEnv) =>
  new SerpApiClient(credentials.apiKey, env.SERPAPI_API_BASE ?? SERPAPI_API);

const dataforseo: ProviderDefinition<DataForSeoCredentials> = {
  id: "dataforseo",
  credentials: {
    schema: PROVIDER_CREDENTIALS_SCHEMAS.dataforseo,
    login: (credentials) => credentials.login,
    market: (credentials) => credentials.locationCode ?? DEFAULT_KEYWORD_MARKET,
  },
  async test(credentials, { env }) {
    const account = await dataForSeoAccount(dataForSeoClient(credentials, env));
    return { login: account.login, balance: account.balance };
  },
  keywordData: (credentials, env) => dataForSeoKeywordData(dataForSeoClient(credentials, env)),
  rankSource: (credentials, env) => dataForSeoSerp(dataForSeoClient(credentials, env)),
};

const serpapi: ProviderDefinition<SerpApiCredentials> = {
  id: "serpapi",
  credentials: {
    schema: PROVIDER_CREDENTIALS_SCHEMAS.serpapi,
    // The account's e-mail is known only once SerpApi is asked (the test); until then, the key's
    // last four characters tell keys apart without giving one away.
    login: (credentials) => `…${credentials.apiKey.slice(-4)}`,
  },
  async test(credentials, { env }) {
    const account = await serpApiAccount(serpApiClient(credentials, env));
    return { login: account.email, balance: null, searchesLeft: account.searchesLeft };
  },
  rankSource: (credentials, env) => serpApiSerp(serpApiClient(credentials, env)),
};

/**
 * Search Console: OAuth, not a credentials body. Its module (`search-console/`) owns the consent
 * routes and stores the grant; it supplies `test` and `disconnect` (revoking the grant at Google)
 * as `searchConsoleHooks`, so `POST /providers/search-console/test` and `DELETE` work as for the
 * others.
 */
const searchConsole: ProviderDefinition = {
  id: "search-console",
  credentials: null,
  connectHint:
    "Search Console connects through Google's consent page, not with credentials: use Connect Search Console in Settings → Search data.",
  ...searchConsoleHooks,
};

/** Every provider, by its id. */
export const PROVIDERS: {
  dataforseo: ProviderDefinition<DataForSeoCredentials>;
  serpapi: ProviderDefinition<SerpApiCredentials>;
  "search-console": ProviderDefinition;
} = {
  dataforseo,
  serpapi,
  "search-console": searchConsole,
};

/** What a connection shows of credentials: the login, and the market when the provider has one. */
export function shownConnection(provider: SearchProvider, credentials: unknown): ShownConnection {
  const spec = providerDefinition(provider).credentials;
  if (!spec) throw new Error(`${provider} takes no credentials body: its module stores what it shows`);
  return { login: spec.login(credentials), locationCode: spec.market?.(credentials) ?? null };
}

/** A connection as the API shows it: no market for a provider that has none (the column's default is meaningless). */
export function presentConnection(connection: ProviderConnection): ProviderConnection {
  return providerDefinition(connection.provider).credentials?.market === undefined
    ? { ...connection, locationCode: null }
    : connection;
}

/** A provider's definition, for credentials of an unknown shape (as the store opens them). */
export function providerDefinition(provider: SearchProvider): ProviderDefinition<unknown> {
  return PROVIDERS[provider] as unknown as ProviderDefinition<unknown>;
}
