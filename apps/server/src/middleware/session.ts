import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

/** Reads the session cookie (if any) and sets `user`; never refuses a request by itself. */
export function session(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("authMethod", null);
    if (c.req.header("cookie")) {
      const { auth } = c.get("deps");
      const found = await auth.api.getSession({ headers: c.req.raw.headers });
      if (found) {
        c.set("user", { id: found.user.id, email: found.user.email, name: found.user.name });
        c.set("authMethod", "session");
      }
    }
    await next();
  };
}
