import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

/** Gives each request an id (echoed as X-Request-Id) and logs method, path, status and duration. */
export function requestLogger(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    await next();
    c.header("X-Request-Id", requestId);
    const { logger } = c.get("deps");
    logger.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get("user")?.id,
    });
  };
}
