import { AppError } from "../errors";
import type { FetchSlots } from "./fetch-slots";

export const TOO_MANY_FETCHES_MESSAGE = "Too many analyses are running. Please wait a moment and try again.";

/**
 * A suggested wait before trying again: most analyses end within seconds (one
 * page fetch may take up to 20 s, its robots.txt as long again).
 */
export const FETCH_RETRY_AFTER_SECONDS = 5;

/**
 * Runs `run` while holding `count` fetch slots for the user, and gives them
 * back when it ends, whether it succeeded, failed or timed out. Without free
 * slots it runs nothing and throws 429 RATE_LIMITED with Retry-After, so do
 * this before spending anything (a quota) on the work.
 */
export async function withFetchSlots<T>(
  slots: FetchSlots,
  userId: string,
  count: number,
  run: () => Promise<T>,
): Promise<T> {
  const lease = slots.tryAcquire(userId, count);
  if (typeof lease === "string") {
    throw new AppError("RATE_LIMITED", TOO_MANY_FETCHES_MESSAGE, {
      // scope: "user" (this user's share is in use) or "global" (the server's).
      details: { retryAfterSeconds: FETCH_RETRY_AFTER_SECONDS, scope: lease },
    });
  }
  try {
    return await run();
  } finally {
    lease.release();
  }
}
