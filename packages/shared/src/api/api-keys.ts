import { z } from "zod";
import { PersonSchema } from "./workspaces";

/** Most active API keys one workspace may hold. */
export const API_KEYS_PER_WORKSPACE = 20;
/** Requests one API key may make per minute. */
export const API_KEY_REQUESTS_PER_MINUTE = 60;

export const CreateApiKeySchema = z.object({
  name: z
    .string({ error: "Please give the key a name" })
    .trim()
    .min(1, "Please give the key a name")
    .max(60, "Key names must be at most 60 characters"),
});
export type CreateApiKey = z.infer<typeof CreateApiKeySchema>;

/** An API key as listed: never the secret, only enough to recognise it. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. "rl_live_AbCd". */
  prefix: z.string(),
  lastFour: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The member who created the key; it acts with their role, and stops working if they leave. */
  createdBy: PersonSchema.nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** A key just created: the only answer that contains the whole secret. */
export const CreatedApiKeySchema = ApiKeySchema.extend({
  /** The whole key. Shown once; the server keeps only its SHA-256. */
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;
