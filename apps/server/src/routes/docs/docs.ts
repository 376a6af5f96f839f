import { OPENAPI_DOCUMENT_PATH } from "@ranklens/shared";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document, built on first use and
 * kept. Mounted at "/". The human-readable reference at /api is a page of the
 * web app that reads this document (ADR 009).
 */
export function docsRoutes(buildDocument: () => object): Hono<AppEnv> {
  let document: object | undefined;
  const routes = new Hono<AppEnv>();
  routes.get(OPENAPI_DOCUMENT_PATH, (c) => {
    document ??= buildDocument();
    c.header("Cache-Control", "no-cache");
    return c.json(document);
  });
  return routes;
}
