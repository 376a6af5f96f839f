import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { MESSAGES } from "@ranklens/shared";
import type { BetterAuthPlugin } from "better-auth";
import { APIError } from "better-auth/api";
import { isCommonPassword } from "./common-passwords";

/** The endpoints that set a password a person chose. */
const NEW_PASSWORD_PATHS = new Set(["/sign-up/email", "/reset-password", "/change-password"]);

/**
 * Refuses common passwords wherever a new one is set, the way Better Auth's
 * own haveIBeenPwned plugin does it, but offline: it wraps the password hasher,
 * which every one of those endpoints calls after its length checks. A sign-up
 * for a taken address hashes the password too, so it gets the same answer.
 */
export function commonPasswordGuard() {
  return {
    id: "ranklens-common-password",
    init(ctx) {
      const hash = ctx.password.hash;
      return {
        context: {
          password: {
            ...ctx.password,
            async hash(password: string) {
              const path = tryGetCurrentAuthEndpointContext()?.path ?? "";
              if (NEW_PASSWORD_PATHS.has(path) && isCommonPassword(password)) {
                throw new APIError("BAD_REQUEST", {
                  message: MESSAGES.passwordTooCommon,
                  code: "PASSWORD_TOO_COMMON",
                });
              }
              return hash(password);
            },
          },
        },
      };
    },
  } satisfies BetterAuthPlugin;
}
