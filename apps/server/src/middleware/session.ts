import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";

/** Reads the session cookie (if any) and sets `user`; never refuses a request by itself. */
export function session(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("authMethod", null);
    if (c.req.header("cookie")) {
      const { auth } = c.get("deps");
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
      if (found) {
        c.set("user", { id: found.user.id, email: found.user.email, name: found.user.name });
        c.set("authMethod", "session");
      }
    }
    await next();
  };
}
