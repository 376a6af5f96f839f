import {
  type CredentialsProvider,
  type DataForSeoCredentials,
  type ProviderConnection,
  ProviderConnectionSchema,
  type ProviderTest,
  ProviderTestSchema,
  type SearchProvider,
  type SerpApiCredentials,
} from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** Query keys of the search-data providers, per workspace. */
export const providersKeys = {
  connection: (workspaceId: string, provider: SearchProvider) =>
    ["providers", workspaceId, provider] as const,
};

const path = (provider: SearchProvider) => `/api/v1/providers/${provider}`;

/** The active workspace's connection to a provider (never its secret). */
export async function fetchProviderConnection(provider: SearchProvider): Promise<ProviderConnection> {
  return ProviderConnectionSchema.parse(await apiRequest<unknown>(path(provider)));
}

/** The credentials each provider that takes them is connected with. */
export interface ProviderCredentialsOf {
  dataforseo: DataForSeoCredentials;
  serpapi: SerpApiCredentials;
}

/** Stores the workspace's credentials at a provider (the server seals them; they never come back). */
export async function connectProvider<P extends CredentialsProvider>(
  provider: P,
  credentials: ProviderCredentialsOf[P],
): Promise<ProviderConnection> {
  return ProviderConnectionSchema.parse(
    await apiRequest<unknown>(path(provider), { method: "PUT", json: credentials }),
  );
}

export async function disconnectProvider(provider: SearchProvider): Promise<void> {
  await apiRequest<unknown>(path(provider), { method: "DELETE" });
}

export async function testProvider(provider: SearchProvider): Promise<ProviderTest> {
  return ProviderTestSchema.parse(await apiRequest<unknown>(`${path(provider)}/test`, { method: "POST" }));
}
