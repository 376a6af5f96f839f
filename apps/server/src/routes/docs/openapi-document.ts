import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { createRouter } from "../../lib/openapi";

/** Where the /api/v1 routes are mounted; the document's paths include it. */
export const API_V1_BASE = "/api/v1";

/**
 * The OpenAPI 3.1 document of every /api/v1 route, generated from the same
 * zod schemas that validate requests. `apiV1` is a fresh createApiV1(), so a
 * route mounted there is in the document without anyone remembering to add it.
 */
export function buildOpenApiDocument(apiV1: OpenAPIHono<AppEnv>, version: string) {
  const root = createRouter();
  root.route(API_V1_BASE, apiV1);
  root.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description:
      "The web app's session, set by POST /api/auth/sign-in/email. Writes with it must come from the " +
      "app's own origin and send JSON.",
  });
  root.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description:
      "A Pro API key (`rl_live_…`) from Settings, sent as `Authorization: Bearer <key>`. Works on " +
      "analyses, content and usage; 60 requests per minute per key by default.",
  });
  return root.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "RankLens API",
      version,
      description:
        "SEO analysis and content workspace. Every error answers `{error: {code, message, details?}}`. " +
        "Analyses count against the plan's monthly quota (Basic: 5, Pro: unlimited).",
    },
    servers: [{ url: "/", description: "This server" }],
    security: [{ sessionCookie: [] }, { apiKey: [] }],
  });
}
