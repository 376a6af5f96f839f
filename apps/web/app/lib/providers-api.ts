import {
  type DataForSeoCredentials,
  type ProviderConnection,
  ProviderConnectionSchema,
  type ProviderTest,
  ProviderTestSchema,
  type SearchProvider,
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

export async function connectDataForSeo(credentials: DataForSeoCredentials): Promise<ProviderConnection> {
  return ProviderConnectionSchema.parse(
    await apiRequest<unknown>(path("dataforseo"), { method: "PUT", json: credentials }),
  );
}

export async function disconnectProvider(provider: SearchProvider): Promise<void> {
  await apiRequest<unknown>(path(provider), { method: "DELETE" });
}

export async function testProvider(provider: SearchProvider): Promise<ProviderTest> {
  return ProviderTestSchema.parse(await apiRequest<unknown>(`${path(provider)}/test`, { method: "POST" }));
}
