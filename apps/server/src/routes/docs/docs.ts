import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

/** Where the OpenAPI document is served; the web app's /api page renders it. */
export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document, built on first use and
 * kept. Mounted at "/api". The human-readable reference at /api is a page of
 * the web app that reads this document (ADR 009).
 */
export function docsRoutes(buildDocument: () => object): Hono<AppEnv> {
  let document: object | undefined;
  const routes = new Hono<AppEnv>();
  routes.get("/openapi.json", (c) => {
    document ??= buildDocument();
    c.header("Cache-Control", "no-cache");
    return c.json(document);
  });
  return routes;
}
