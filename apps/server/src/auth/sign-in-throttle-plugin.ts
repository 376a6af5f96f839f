import { MESSAGES } from "@ranklens/shared";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { parseCookies } from "better-auth/cookies";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { createDeviceCookies } from "./device-cookie";
import { deviceGeneration, rememberedDevice } from "./sign-in-devices";
import {
  accountKey,
  clearSignInAttempts,
  reserveDeviceSignInAttempt,
  reserveSignInAttempt,
} from "./sign-in-throttle";

const SIGN_IN_PATH = "/sign-in/email";

export interface SignInThrottleOptions {
  db: Kysely<Database>;
  /** AUTH_SECRET: device cookies are signed with a key derived from it. */
  secret: string;
  /** Device cookies get Secure and the __Secure- prefix (PUBLIC_URL is https). */
  secureCookies: boolean;
}

/**
 * The per-account sign-in backoff as Better Auth hooks: before the endpoint
 * looks the user up or checks a password, the attempt is counted (or refused
 * with 429 and Retry-After) — against the account, or against the device if
 * the browser shows a valid device cookie for that account. After a sign-in
 * that created a session, the browser gets a new device cookie, and an
 * attempt that was counted against the account clears the account's count.
 * The same happens for every address, registered or not, so the answers
 * reveal nothing about which addresses have an account.
 */
export function signInThrottle({ db, secret, secureCookies }: SignInThrottleOptions) {
  const deviceCookies = createDeviceCookies({ secret, secure: secureCookies });
  const requestCookies = (headers: Headers | undefined) => parseCookies(headers?.get("cookie") ?? "");

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
            const now = Date.now();
            const device = await rememberedDevice(db, deviceCookies, requestCookies(ctx.headers), email, now);
            const attempt = device
              ? await reserveDeviceSignInAttempt(db, email, device.nonce, now)
              : await reserveSignInAttempt(db, email, now);
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
            if (!user) return;
            const now = Date.now();
            const cookies = requestCookies(ctx.headers);
            // A remembered device's success leaves the account's count alone: clearing it would hand
            // an attacker who is guessing the account five free attempts each time the owner signs in.
            const device = await rememberedDevice(db, deviceCookies, cookies, user.email, now);
            if (!device) await clearSignInAttempts(db, user.email);
            // Always a new nonce: a copy of the old cookie keeps its own (backed-off) bucket.
            const issued = deviceCookies.issue(
              accountKey(user.email),
              await deviceGeneration(db, user.email),
              now,
            );
            ctx.setCookie(issued.name, issued.value, issued.attributes);
            for (const name of deviceCookies.surplus(cookies, issued.name)) {
              ctx.setCookie(name, "", { ...issued.attributes, maxAge: 0 });
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
