import type { MiddlewareHandler } from "hono";
import { authenticateApiKey } from "../api-keys/authenticate-api-key";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";

/**
 * The /api/v1 areas an API key may use: the analyses, content and site audits
 * the web app works with, and the usage counter. Managing the account, keys and billing
 * needs a signed-in session (research/security.md §4.2), so a stolen key
 * cannot mint more keys or change the account. New areas are closed to keys
 * until listed here.
 */
export const API_KEY_AREAS = [
  "/analyses",
  "/content",
  "/usage",
  "/sites",
  "/sites.csv",
  "/crawls",
  "/projects",
  "/jobs",
  "/alerts/settings",
  "/providers",
  "/rankings",
  "/reports",
] as const;

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Authenticates `Authorization: Bearer <API key>` requests: sets `user` (the
 * key's creator), `workspace` (the key's, with the creator's current role) and
 * `authMethod: "api-key"`, so every route's workspace rules and quotas apply
 * unchanged. Runs after session(); a Bearer key decides who the caller is.
 * Other Authorization schemes (e.g. Basic auth of a reverse proxy) are left
 * alone. Each key gets `requestsPerMinute` requests per minute (429 with
 * Retry-After beyond that).
 */
export function apiKeyAuth(options: {
  basePath: string;
  requestsPerMinute: number;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    if (!header || !/^Bearer\b/i.test(header)) return next();
    const key = BEARER.exec(header)?.[1];
    if (!key) throw new AppError("UNAUTHORIZED", "Send the API key as 'Authorization: Bearer <key>'.");
    const { db, billingEnabled } = c.get("deps");
    const found = await authenticateApiKey(db, { key, billingEnabled: billingEnabled });

    const area = c.req.path.slice(options.basePath.length);
    const allowed = API_KEY_AREAS.some((a) => area === a || area.startsWith(`${a}/`));
    if (!allowed) {
      throw new AppError(
        "FORBIDDEN",
        "API keys work for analyses, content, site audits, monitoring projects and rankings, reports, alert settings, search-data providers and usage. Sign in to manage the account, API keys and billing.",
      );
    }

    try {
      await consumeRateLimit(db, `api-key:${found.keyId}`, {
        limit: options.requestsPerMinute,
        windowSeconds: 60,
      });
    } catch (error) {
      const retryAfter = error instanceof AppError ? error.options.details?.retryAfterSeconds : undefined;
      if (typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
      throw error;
    }

    c.set("user", found.user);
    c.set("workspace", found.workspace);
    c.set("authMethod", "api-key");
    await next();
  };
}
