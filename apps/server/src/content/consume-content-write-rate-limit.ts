import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Env } from "../env";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";

/**
 * Counts one content write (create, save or restore) for the user and refuses
 * it with 429 RATE_LIMITED (with Retry-After) beyond CONTENT_WRITES_PER_MINUTE
 * or CONTENT_WRITES_PER_DAY. Each write can store a 200,000-character
 * revision, so this, with the revision retention, bounds how fast one account
 * can fill the disk: 400 saves in 11 s once made 76 MB. A person clicking Save
 * never comes near the limits.
 */
export async function consumeContentWriteRateLimit(
  db: Kysely<Database>,
  env: Pick<Env, "CONTENT_WRITES_PER_MINUTE" | "CONTENT_WRITES_PER_DAY">,
  userId: string,
): Promise<void> {
  await consumeRateLimit(db, `content-write:minute:${userId}`, {
    limit: env.CONTENT_WRITES_PER_MINUTE,
    windowSeconds: 60,
  });
  await consumeRateLimit(db, `content-write:day:${userId}`, {
    limit: env.CONTENT_WRITES_PER_DAY,
    windowSeconds: 86_400,
  });
}
