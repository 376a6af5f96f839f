import { type ApiKey, ApiKeyListSchema, type CreatedApiKey, CreatedApiKeySchema } from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** The signed-in user's active API keys, newest first (never the secrets). */
export async function listApiKeys(): Promise<ApiKey[]> {
  return ApiKeyListSchema.parse(await apiRequest<unknown>("/api/v1/api-keys")).items;
}

/** Creates a key; the answer is the only time the whole key is ever sent. 402 on a plan without API access. */
export async function createApiKey(name: string): Promise<CreatedApiKey> {
  return CreatedApiKeySchema.parse(
    await apiRequest<unknown>("/api/v1/api-keys", { method: "POST", json: { name } }),
  );
}

/** Revokes a key; it stops working on the next request. */
export async function revokeApiKey(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/v1/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" });
}
