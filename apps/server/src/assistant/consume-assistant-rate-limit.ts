import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";

/**
 * Per-user assistant limits. 20 a minute is far above what a person clicking
 * buttons needs but stops a script; 200 a day bounds what one account can
 * spend on the operator's AI key (each call is up to 2,000 output tokens).
 */
export const ASSISTANT_RATE_LIMITS = {
  perMinute: { limit: 20, windowSeconds: 60 },
  perDay: { limit: 200, windowSeconds: 86_400 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one assistant request for the user; throws 429 RATE_LIMITED when over either limit. */
export async function consumeAssistantRateLimit(
  db: Kysely<Database>,
  userId: string,
  rules: typeof ASSISTANT_RATE_LIMITS = ASSISTANT_RATE_LIMITS,
): Promise<void> {
  await consumeRateLimit(db, `assistant:minute:${userId}`, rules.perMinute);
  await consumeRateLimit(db, `assistant:day:${userId}`, rules.perDay);
}
