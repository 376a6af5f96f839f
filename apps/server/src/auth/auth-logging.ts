import { isAPIError } from "better-auth/api";
import type { Logger } from "../lib/logger";

/** Better Auth's own log levels ("success" is its word for info). */
type AuthLogLevel = "debug" | "info" | "success" | "warn" | "error";

/**
 * Where Better Auth's messages go: our JSON logger, not its coloured console lines. Its
 * refusals (a wrong password, a 429 of the sign-in backoff, an expired reset link) are the
 * user's doing and are logged at debug; error stays for faults of our own (a failed database
 * write, a 500), so an operator's error log is worth reading.
 */
export function authLogging(logger: Logger) {
  return {
    logger: {
      // Better Auth filters below this level itself; its own errors are what we want from it.
      level: "error" as const,
      log: (level: Exclude<AuthLogLevel, "success">, message: string, ...args: unknown[]) => {
        logger[level](message, {
          source: "better-auth",
          ...(args.length > 0 ? { details: args.map(String) } : {}),
        });
      },
    },
    onAPIError: {
      onError: (error: unknown) => {
        if (isAPIError(error) && error.statusCode < 500) {
          logger.debug("auth request refused", {
            source: "better-auth",
            status: error.statusCode,
            message: error.message,
          });
          return;
        }
        logger.error("auth request failed", {
          source: "better-auth",
          error: String(error),
          stack: error instanceof Error ? error.stack : undefined,
        });
      },
    },
  };
}
