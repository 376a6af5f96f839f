import { z } from "zod";

/** What a signed-in user may know about how this server is set up (never a secret). */
export const SystemInfoSchema = z.object({
  ai: z.object({
    /** "built-in" when no AI provider is configured. */
    provider: z.enum(["built-in", "openai-compatible"]),
    model: z.string().nullable(),
    /** Host of AI_BASE_URL, e.g. "api.openai.com" or "localhost:11434". */
    baseUrlHost: z.string().nullable(),
    /** The AI key with all but its last four characters hidden, or null. */
    maskedKey: z.string().nullable(),
  }),
  billing: z.object({
    enabled: z.boolean(),
    checkout: z.enum(["stripe", "payment-link", "none"]),
    paymentLinkUrl: z.string().nullable(),
  }),
  mail: z.object({ transport: z.enum(["smtp", "outbox"]) }),
  crawl: z.object({
    /** Requests per second a site whose ownership is not verified may be crawled at (CRAWL_UNVERIFIED_MAX_RATE). */
    unverifiedMaxRate: z.number(),
    /** Whether crawls can render JavaScript on this server; when not, why (shown beside the disabled switch). */
    rendering: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  }),
  version: z.string(),
  /**
   * Whether the caller is this server's administrator (its first account, ADR 021): the
   * Upgrade page tells them how to lift limits themselves instead of "Ask your administrator".
   */
  administrator: z.boolean(),
});
export type SystemInfo = z.infer<typeof SystemInfoSchema>;
