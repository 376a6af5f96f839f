import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env";
import { AppError, unauthorized } from "../../errors";

/**
 * Only a signed-in session may pass: managing API keys and billing is not
 * something an API key may do (a stolen key must not mint more keys).
 */
export function requireSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("user")) throw unauthorized();
    if (c.get("authMethod") !== "session") {
      throw new AppError("FORBIDDEN", "Sign in to the web app to do this; API keys cannot.");
    }
    await next();
  };
}
