import { MESSAGES } from "@ranklens/shared";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env";
import { unauthorized } from "../../errors";

/** 401 without a session; saving says so in the spec's words ('You must be logged in to save content'). */
export function requireContentUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("user")) {
      const saving = c.req.method === "POST" || c.req.method === "PUT";
      throw saving ? unauthorized(MESSAGES.mustBeLoggedIn) : unauthorized();
    }
    await next();
  };
}
