import { z } from "zod";

/**
 * The search-data providers a workspace connects (issue 30) with its own account: their
 * credentials are sealed at rest with SECRETS_KEY and never come back; reading a connection gives
 * only the account's login (`ProviderConnection`).
 */
export const SEARCH_PROVIDERS = ["dataforseo"] as const;
export type SearchProvider = (typeof SEARCH_PROVIDERS)[number];
export const SearchProviderSchema = z.enum(SEARCH_PROVIDERS, {
  error: `Unknown provider: one of ${SEARCH_PROVIDERS.join(", ")}`,
});

/** Names as the product shows them. */
export const SEARCH_PROVIDER_NAMES: Record<SearchProvider, string> = { dataforseo: "DataForSEO" };

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
});
export type DataForSeoCredentials = z.infer<typeof DataForSeoCredentialsSchema>;

/** What a workspace's connection to a provider shows: never the secret. */
export const ProviderConnectionSchema = z.object({
  provider: SearchProviderSchema,
  /** Whether this server can store credentials at all (SECRETS_KEY is set). */
  canStore: z.boolean(),
  connected: z.boolean(),
  /** The account's login; null when not connected. */
  login: z.string().nullable(),
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
  testedAt: z.string(),
});
export type ProviderTest = z.infer<typeof ProviderTestSchema>;
