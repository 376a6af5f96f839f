import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated writes (research/security.md §3.2,
 * ASVS 3.5): a state-changing request that carries cookies must come from one
 * of our own origins, and must send JSON (a cross-site HTML form cannot).
 * Requests without cookies (API keys, webhooks) are not affected.
 *
 * `tokenOnlyPaths` (exact paths) are left alone too: routes that authorise by a signed token in
 * their URL and never read the session, so a forged cross-site request can do no more than the
 * token already allows, and a browser's plain HTML form post (the one-click unsubscribe's confirm
 * page) must work whatever cookies it carries.
 */
export function sameOriginWrites(
  allowedOrigins: string[],
  options: { tokenOnlyPaths?: string[] } = {},
): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  const tokenOnly = new Set(options.tokenOnlyPaths ?? []);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header("cookie")) return next();
    if (tokenOnly.has(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const sameOrigin = origin ? allowed.has(origin) : fetchSite === "same-origin";
    if (!sameOrigin) throw new AppError("FORBIDDEN", "Cross-origin request refused");
    const type = c.req.header("content-type");
    if (type && !/^application\/json\b/i.test(type)) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Requests must be sent as application/json");
    }
    return next();
  };
}
