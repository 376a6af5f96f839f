import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { createRouter } from "../../lib/openapi";
import { API_KEY_AREAS } from "../../middleware/api-key";

/** Where the /api/v1 routes are mounted; the document's paths include it. */
export const API_V1_BASE = "/api/v1";

/**
 * The document's tags in the order a reader needs them, each with what it
 * covers. The reference page lists endpoint groups in this order.
 */
const TAGS = [
  {
    name: "Analyses",
    description:
      "Analyse a web page (and competitors) for SEO: scores, checks, keywords, headings and suggestions, stored in your history.",
  },
  {
    name: "Content",
    description:
      "Your content library: items with their text, keywords and status, and every saved revision.",
  },
  {
    name: "Assistant",
    description: "The writing assistant: which engine answers, rewrite proposals and AI suggestions.",
  },
  {
    name: "Site audits",
    description:
      "Whole-site audits: sites with their crawl settings, crawls started, paused, resumed and cancelled, their progress and pages, every list also as CSV.",
  },
  {
    name: "Monitoring",
    description:
      "Projects that watch a site, its competitors and tracked pages on a schedule: Check now, runs, detected changes (also as CSV), each page's history and diffs, tracked keywords and their rankings (history, movers, the provider's monthly cost, a live check), your alert switches, and background jobs.",
  },
  {
    name: "Search data",
    description:
      "Connect the workspace's accounts at the search-data providers — DataForSEO and SerpApi with their credentials (sealed, never returned), Google Search Console through Google's consent page — test each connection, and link a Search Console property to a project.",
  },
  {
    name: "Reports",
    description:
      "Report definitions (a site, a project, a period and sections in order) rendered as PDF, a self-contained HTML file or a zip of CSVs; their weekly or monthly e-mail to up to 10 recipients; read-only share links; and the workspace's white label (Pro).",
  },
  { name: "Account", description: "Your profile, plan and notification preferences." },
  { name: "API keys", description: "Create, list and revoke the keys your scripts use for this API." },
  {
    name: "Workspaces",
    description:
      "Workspaces own the plan, content, analyses and keys; members, roles, invitations and the activity log.",
  },
  { name: "Plans and billing", description: "Your plan, this month's usage and the upgrade to Pro." },
  { name: "Contact", description: "Send a message to the people who run this server." },
  {
    name: "Support",
    description:
      "Signed-in support requests, sent with your workspace, plan and role attached; Pro workspaces' requests are answered first.",
  },
  { name: "System", description: "How this server is set up: AI provider, billing and mail." },
];

const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;

function acceptsApiKeys(path: string): boolean {
  const area = path.slice(API_V1_BASE.length);
  return API_KEY_AREAS.some((a) => area === a || area.startsWith(`${a}/`));
}

/**
 * Marks every operation outside the API-key areas as session-only, so the
 * document says what the api-key middleware enforces (one list, not two).
 * Operations that declare their own security (public ones) keep it.
 */
function sessionOnlyOutsideKeyAreas(paths: Record<string, Record<string, { security?: unknown[] }>>) {
  for (const [path, item] of Object.entries(paths)) {
    if (acceptsApiKeys(path)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation && operation.security === undefined) operation.security = [{ sessionCookie: [] }];
    }
  }
}

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
      "every operation whose security lists it (the areas the key middleware opens); the others " +
      "need the session cookie. 60 requests per minute per key by default.",
  });
  const document = root.getOpenAPI31Document({
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
    tags: TAGS,
  });
  sessionOnlyOutsideKeyAreas(document.paths as Record<string, Record<string, { security?: unknown[] }>>);
  return document;
}
