import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { CurrentUser } from "../auth/current-user";
import { AppError, unauthorized } from "../errors";

export interface RequireUserOptions {
  /**
   * Only a signed-in browser session may pass, not an API key (403): managing API keys and
   * billing is not something a key may do, so a stolen key cannot mint more keys.
   */
  sessionOnly?: boolean;
  /** The 401 message for a request that saves (POST or PUT), when the spec words it (content). */
  savingMessage?: string;
}

/**
 * The one guard for routes that need a signed-in user: 401 unless session() or apiKeyAuth() found
 * one. A user found through an API key passes too, unless `sessionOnly` is set.
 */
export function requireUser(options: RequireUserOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("user")) {
      const saving = c.req.method === "POST" || c.req.method === "PUT";
      throw unauthorized(saving ? options.savingMessage : undefined);
    }
    if (options.sessionOnly && c.get("authMethod") !== "session") {
      throw new AppError("FORBIDDEN", "Sign in to the web app to do this; API keys cannot.");
    }
    await next();
  };
}

/** The signed-in user of a route behind `requireUser()`. */
export function currentUser(c: Context<AppEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
