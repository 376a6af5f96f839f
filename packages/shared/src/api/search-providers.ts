import { z } from "zod";

/**
 * The search-data providers a workspace connects (issue 30) with its own account: their
 * credentials are sealed at rest with SECRETS_KEY and never come back; reading a connection gives
 * only the account's login (`ProviderConnection`).
 */
export const SEARCH_PROVIDERS = ["dataforseo", "serpapi", "search-console"] as const;
export type SearchProvider = (typeof SEARCH_PROVIDERS)[number];
export const SearchProviderSchema = z.enum(SEARCH_PROVIDERS, {
  error: `Unknown provider: one of ${SEARCH_PROVIDERS.join(", ")}`,
});

/** Names as the product shows them. */
export const SEARCH_PROVIDER_NAMES: Record<SearchProvider, string> = {
  dataforseo: "DataForSEO",
  serpapi: "SerpApi",
  "search-console": "Search Console",
};

/**
 * The markets keyword numbers are read for, by DataForSEO's location codes: the search volume of
 * a keyword is a market's. A workspace picks one; the page's language picks the language.
 */
export const KEYWORD_MARKETS = {
  2840: "United States",
  2826: "United Kingdom",
  2124: "Canada",
  2036: "Australia",
  2276: "Germany",
  2250: "France",
  2724: "Spain",
  2380: "Italy",
  2528: "Netherlands",
  2076: "Brazil",
  2356: "India",
} as const satisfies Record<number, string>;
export type KeywordMarket = keyof typeof KEYWORD_MARKETS;
export const DEFAULT_KEYWORD_MARKET: KeywordMarket = 2840;
const MARKET_CODES = Object.keys(KEYWORD_MARKETS).map(Number);

/** DataForSEO's API login and password (app.dataforseo.com/api-access), not the dashboard's. */
export const DataForSeoCredentialsSchema = z.object({
  login: z
    .string({ error: "The API login is required" })
    .trim()
    .min(1, "The API login is required")
    .max(254, "The API login is at most 254 characters"),
  password: z
    .string({ error: "The API password is required" })
    .min(1, "The API password is required")
    .max(256, "The API password is at most 256 characters"),
  /** The market keyword numbers are read for (a DataForSEO location code); the United States when absent. */
  locationCode: z
    .number()
    .int()
    .refine((code) => MARKET_CODES.includes(code), `The market must be one of: ${MARKET_CODES.join(", ")}`)
    .optional(),
});
export type DataForSeoCredentials = z.infer<typeof DataForSeoCredentialsSchema>;

/** SerpApi's private API key (serpapi.com/manage-api-key). */
export const SerpApiCredentialsSchema = z.object({
  apiKey: z
    .string({ error: "The API key is required" })
    .trim()
    .min(1, "The API key is required")
    .max(256, "The API key is at most 256 characters"),
});
export type SerpApiCredentials = z.infer<typeof SerpApiCredentialsSchema>;

/**
 * What `PUT /providers/{provider}` takes, per provider that takes credentials at all (Search
 * Console connects through Google's consent page instead).
 */
export const PROVIDER_CREDENTIALS_SCHEMAS = {
  dataforseo: DataForSeoCredentialsSchema,
  serpapi: SerpApiCredentialsSchema,
} as const;
export type CredentialsProvider = keyof typeof PROVIDER_CREDENTIALS_SCHEMAS;

/** The body of `PUT /providers/{provider}` as the API reference shows it: one of the providers' credentials. */
export const ProviderCredentialsBodySchema = z.union([DataForSeoCredentialsSchema, SerpApiCredentialsSchema]);

/** What a workspace's connection to a provider shows: never the secret. */
export const ProviderConnectionSchema = z.object({
  provider: SearchProviderSchema,
  /** Whether this server can store credentials at all (SECRETS_KEY is set). */
  canStore: z.boolean(),
  connected: z.boolean(),
  /** The account's login (SerpApi: its API key masked, "…1a2b"); null when not connected. */
  login: z.string().nullable(),
  /** The market keyword numbers are read for (a location code of `KEYWORD_MARKETS`); null when not connected or the provider has none (SerpApi). */
  locationCode: z.number().nullable(),
  /** When the credentials were last stored; null when not connected. */
  updatedAt: z.string().nullable(),
});
export type ProviderConnection = z.infer<typeof ProviderConnectionSchema>;

/** "Test connection": the account the stored credentials open, read from the provider now. */
export const ProviderTestSchema = z.object({
  provider: SearchProviderSchema,
  login: z.string(),
  /** The account's balance in USD, when the provider reports one. */
  balance: z.number().nullable(),
  /** Searches the plan has left this month, when the provider counts searches (SerpApi). */
  searchesLeft: z.number().nullable().optional(),
  testedAt: z.string(),
});
export type ProviderTest = z.infer<typeof ProviderTestSchema>;
