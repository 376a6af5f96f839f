import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated writes (research/security.md §3.2,
 * ASVS 3.5): a state-changing request that carries cookies must come from one
 * of our own origins, and must send JSON (a cross-site HTML form cannot).
 * Requests without cookies (API keys, webhooks) are not affected.
 */
export function sameOriginWrites(allowedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header("cookie")) return next();
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
