import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";

/** Better Auth's session cookie (the `__Secure-` form when PUBLIC_URL is https). */
const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/;

/** Reads the session cookie (if any) and sets `user`; never refuses a request by itself. */
export function session(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("authMethod", null);
    c.set("sessionId", null);
    c.set("workspace", null);
    const cookie = c.req.header("cookie")?.match(SESSION_COOKIE)?.[1];
    if (cookie) {
      const { auth, sessionCache } = c.get("deps");
      let resolved = sessionCache.get(cookie);
      if (resolved === undefined) {
        let found: Awaited<ReturnType<typeof auth.api.getSession>>;
        try {
          found = await auth.api.getSession({ headers: c.req.raw.headers });
        } catch (error) {
          // Better Auth reports a lost database as a bare "Failed to get session" (no cause), and the
          // database may be back a moment later: the session store failing is an outage (503, retry).
          throw new AppError(
            "UNAVAILABLE",
            "The service is briefly unavailable. Please try again in a few seconds.",
            {
              cause: error,
            },
          );
        }
        resolved = found
          ? {
              user: { id: found.user.id, email: found.user.email, name: found.user.name },
              sessionId: found.session.id,
            }
          : null;
        sessionCache.set(cookie, resolved);
      }
      if (resolved) {
        c.set("user", resolved.user);
        c.set("sessionId", resolved.sessionId);
        c.set("authMethod", "session");
      }
    }
    await next();
  };
}
