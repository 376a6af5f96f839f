import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, CurrentUser } from "../app-env";
import { unauthorized } from "../errors";

/** Refuses the request with 401 unless someone is signed in. */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("user")) throw unauthorized();
    await next();
  };
}

/** The signed-in user of a route behind `requireUser()`. */
export function currentUser(c: Context<AppEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
