import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { AppError } from "../errors";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  remaining: number;
  /** Unix seconds when the current window ends. */
  resetAt: number;
}

/**
 * Counts one request against `key` in the current fixed window and refuses it
 * with 429 RATE_LIMITED once the window's limit is used up. One atomic
 * upsert, so concurrent requests on any number of app servers cannot overrun
 * the limit.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitState> {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const row = await db
    .insertInto("rate_limit_counters")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(["key", "window_start"])
        .doUpdateSet((eb) => ({ count: eb("rate_limit_counters.count", "+", 1) })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  const resetAt = windowStart + rule.windowSeconds;
  // Old windows are dead weight; sweep them now and then instead of on every call.
  if (Math.random() < 0.01) {
    await db
      .deleteFrom("rate_limit_counters")
      .where("window_start", "<", nowSeconds - 86_400)
      .execute();
  }
  if (row.count > rule.limit) {
    const retryAfter = Math.max(1, resetAt - nowSeconds);
    throw new AppError("RATE_LIMITED", `Too many requests. Please try again in ${retryAfter} seconds.`, {
      details: { retryAfterSeconds: retryAfter, limit: rule.limit, windowSeconds: rule.windowSeconds },
    });
  }
  return { remaining: rule.limit - row.count, resetAt };
}
