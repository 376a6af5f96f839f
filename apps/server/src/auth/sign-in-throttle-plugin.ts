import { MESSAGES } from "@ranklens/shared";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { clearSignInAttempts, reserveSignInAttempt } from "./sign-in-throttle";

const SIGN_IN_PATH = "/sign-in/email";

/**
 * The per-account sign-in backoff as Better Auth hooks: before the endpoint
 * looks the user up or checks a password, the attempt is counted (or refused
 * with 429 and Retry-After); after a sign-in that created a session, the
 * count is cleared. The same happens for every address, registered or not,
 * so the answers reveal nothing about which addresses have an account.
 */
export function signInThrottle(db: Kysely<Database>) {
  return {
    id: "ranklens-sign-in-throttle",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            // Anything but a string: Better Auth's body validation refuses it without checking a password.
            if (typeof email !== "string") return;
            const attempt = await reserveSignInAttempt(db, email);
            if (!attempt.allowed) {
              throw new APIError(
                "TOO_MANY_REQUESTS",
                { message: MESSAGES.tooManySignInAttempts, code: "TOO_MANY_SIGN_IN_ATTEMPTS" },
                { "Retry-After": String(attempt.retryAfterSeconds) },
              );
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const user = ctx.context.newSession?.user;
            if (user) await clearSignInAttempts(db, user.email);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
