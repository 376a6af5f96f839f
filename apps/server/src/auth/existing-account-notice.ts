import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { existingAccountEmail } from "./existing-account-email";

/** One notice per account per hour: repeated sign-ups with someone's address must not flood their inbox. */
const NOTICE_LIMIT = { limit: 1, windowSeconds: 60 * 60 };

/**
 * Tells the owner of an address that someone tried to register it again.
 * Not awaited by the sign-up, whose answer must take as long and look the
 * same as for a new address; failures are logged, never shown.
 */
export function noticeExistingAccountSignUp(
  deps: { db: Kysely<Database>; mailer: Mailer; logger: Logger; publicUrl: string },
  user: { id: string; email: string; name: string },
): void {
  const send = async () => {
    try {
      await consumeRateLimit(deps.db, `existing-account-notice:${user.id}`, NOTICE_LIMIT);
    } catch (error) {
      if (error instanceof AppError && error.code === "RATE_LIMITED") return;
      throw error;
    }
    await deps.mailer.send(
      existingAccountEmail({ to: user.email, name: user.name, publicUrl: deps.publicUrl }),
    );
  };
  send().catch((error: unknown) =>
    deps.logger.error("existing-account notice failed", { error: String(error) }),
  );
}
