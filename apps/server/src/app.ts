import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { accountRoutes } from "./account/routes/account";
import { analysesRoutes } from "./analyses/routes/analyses";
import { apiKeyRoutes } from "./api-keys/routes/api-keys";
import type { AppDeps, AppEnv } from "./app-env";
import { assistantRoutes } from "./assistant/routes/assistant";
import { billingRoutes } from "./billing/routes/billing";
import { contactRoutes } from "./contact/routes/contact";
import { contentRoutes } from "./content/routes/content";
import { isDatabaseUnavailable } from "./db/database-unavailable";
import { AppError } from "./errors";
import { allowedOrigins } from "./lib/allowed-origins";
import { createRouter } from "./lib/openapi";
import { UNSUBSCRIBE_PATH } from "./mail/unsubscribe-headers";
import { apiKeyAuth } from "./middleware/api-key";
import { requestLogger } from "./middleware/request-logger";
import { sameOriginWrites } from "./middleware/same-origin-writes";
import { session } from "./middleware/session";
import {
  alertSettingsRoutes,
  projectChangesRoutes,
  projectRankingsRoutes,
  projectRunsRoutes,
  projectsRoutes,
  projectTrendsRoutes,
  unsubscribeRoutes,
} from "./monitoring";
import { usageRoutes } from "./quota/routes/usage";
import {
  REPORT_UNSUBSCRIBE_PATH,
  reportBrandingRoutes,
  reportSharesRoutes,
  reportsRoutes,
  reportUnsubscribeRoutes,
  sharedReportPage,
} from "./reports";
import { authRoutes } from "./routes/auth";
import { docsRoutes } from "./routes/docs/docs";
import { API_V1_BASE, buildOpenApiDocument } from "./routes/docs/openapi-document";
import { healthRoutes } from "./routes/health";
import { jobsRoutes } from "./routes/jobs/jobs";
import { systemRoutes } from "./routes/system";
import { projectSearchConsoleRoutes, providersRoutes, searchConsoleConnectRoutes } from "./search-data";
import {
  crawlExportRoutes,
  crawlIssuesRoutes,
  crawlPageDetailRoutes,
  crawlStatsRoutes,
  crawlsRoutes,
  issueRulesRoutes,
  segmentsRoutes,
  siteAccessRoutes,
  siteOwnershipRoutes,
  sitesRoutes,
} from "./site-audit";
import { supportRoutes } from "./support/routes/support";
import { APP_VERSION } from "./version";
import { API_CSP } from "./web/content-security-policy";
import { StaticFileCache } from "./web/static-file-cache";
import { staticSite } from "./web/static-site";
import { workspaceRoutes } from "./workspaces/routes/workspaces";

/** Largest JSON body the API accepts (a long article with its metadata fits easily). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Largest body of a request that starts a list crawl (POST /sites/{id}/crawls): the Pro plan's
 * 100,000 URLs of about 80 characters each.
 */
export const MAX_CRAWL_LIST_BODY_BYTES = 10 * 1024 * 1024;
const CRAWL_START_PATH = /^\/api\/v1\/sites\/[^/]+\/crawls$/;

/** The largest body an /api/v1 request may send: 1 MB, or 10 MB to start a list crawl. */
export function maxApiBodyBytes(method: string, path: string): number {
  return method === "POST" && CRAWL_START_PATH.test(path) ? MAX_CRAWL_LIST_BODY_BYTES : MAX_JSON_BODY_BYTES;
}

/** Largest body /api/auth accepts: sign-in, sign-up and reset bodies are a few hundred bytes. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

/** Hono's HTTPException with a 4xx status (duck-typed: a dependency may bring its own copy of the class). */
function isClientHttpException(error: unknown): error is HTTPException {
  const e = error as { status?: unknown; getResponse?: unknown };
  const isHttpException = error instanceof HTTPException || typeof e.getResponse === "function";
  return isHttpException && typeof e.status === "number" && e.status >= 400 && e.status < 500;
}

/** The /api/v1 routes, also used to generate the OpenAPI document. */
export function createApiV1() {
  const api = createRouter();
  api.route("/", accountRoutes);
  api.route("/", contentRoutes);
  api.route("/", systemRoutes);
  api.route("/", analysesRoutes);
  api.route("/", assistantRoutes);
  api.route("/", contactRoutes);
  api.route("/", usageRoutes);
  api.route("/", billingRoutes);
  api.route("/", apiKeyRoutes);
  api.route("/", workspaceRoutes);
  api.route("/", supportRoutes);
  api.route("/", sitesRoutes);
  api.route("/", issueRulesRoutes);
  api.route("/", siteAccessRoutes);
  api.route("/", segmentsRoutes);
  api.route("/", siteOwnershipRoutes);
  api.route("/", crawlsRoutes);
  api.route("/", crawlIssuesRoutes());
  api.route("/", crawlStatsRoutes());
  api.route("/", crawlPageDetailRoutes());
  api.route("/", projectsRoutes);
  api.route("/", projectSearchConsoleRoutes);
  api.route("/", projectRunsRoutes);
  api.route("/", projectRankingsRoutes);
  api.route("/", projectChangesRoutes);
  api.route("/", projectTrendsRoutes);
  api.route("/", jobsRoutes);
  api.route("/", alertSettingsRoutes);
  api.route("/", unsubscribeRoutes);
  api.route("/", searchConsoleConnectRoutes);
  api.route("/", providersRoutes);
  api.route("/", crawlExportRoutes());
  // Before the report routes and their sign-in check: recipients need no account, and neither
  // "/reports/unsubscribe" nor "/reports/branding" is a report id.
  api.route("/", reportUnsubscribeRoutes);
  api.route("/", reportBrandingRoutes);
  api.route("/", reportsRoutes);
  api.route("/", reportSharesRoutes);
  return api;
}

/**
 * Builds the whole HTTP application. Middleware order matters and is:
 * deps → request id + log → security headers → session → API key (Bearer) →
 * CSRF for cookie writes → body limit → routes → errors (/api/auth: its own,
 * smaller body limit, then Better Auth, which does its own session and CSRF). The Stripe webhook
 * carries no cookie, so the CSRF/JSON rule leaves it alone and it reads its
 * raw body itself.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const httpsOnly = deps.env.publicUrl.startsWith("https://");

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", requestLogger());
  app.use(
    "*",
    secureHeaders({
      strictTransportSecurity: httpsOnly ? "max-age=31536000; includeSubDomains" : false,
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    // The API reference page (/api, from the static site) sets its own page policy.
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", API_CSP);
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  // Before Better Auth reads a byte: it parses whatever it is given, however large. bodyLimit
  // trusts only a Content-Length Node enforces, and counts chunked bodies as they stream in.
  app.use(
    "/api/auth/*",
    bodyLimit({
      maxSize: MAX_AUTH_BODY_BYTES,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large");
      },
    }),
  );
  app.route("/api/auth", authRoutes);
  app.route("/api", healthRoutes);
  app.route(
    "/",
    docsRoutes(() => buildOpenApiDocument(createApiV1(), APP_VERSION)),
  );

  app.use("/api/v1/*", session());
  app.use("/api/v1/*", apiKeyAuth({ basePath: API_V1_BASE, requestsPerMinute: deps.env.API_KEY_RATE_LIMIT }));
  // The one-click unsubscribe authorises by its signed token alone and ignores cookies (see the route).
  app.use(
    "/api/v1/*",
    sameOriginWrites(allowedOrigins(deps.env.publicUrl), {
      tokenOnlyPaths: [UNSUBSCRIBE_PATH, REPORT_UNSUBSCRIBE_PATH],
    }),
  );
  const tooLarge = () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large");
  };
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });
  const crawlListLimit = bodyLimit({ maxSize: MAX_CRAWL_LIST_BODY_BYTES, onError: tooLarge });
  app.use("/api/v1/*", (c, next) =>
    maxApiBodyBytes(c.req.method, c.req.path) === MAX_CRAWL_LIST_BODY_BYTES
      ? crawlListLimit(c, next)
      : jsonLimit(c, next),
  );
  app.route(API_V1_BASE, createApiV1());

  // A report's share link: a page outside the API, opened without an account (its token is the key).
  app.route("/", sharedReportPage);

  const site = deps.webRoot ? staticSite(new StaticFileCache(deps.webRoot)) : undefined;
  // The API reference is a prerendered page of the web app, not an endpoint.
  if (site) app.get("/api", (c) => site.fetch(c.req.raw, c.env));

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "No such API endpoint");
  });

  if (site) app.route("/", site);

  app.notFound((c) => c.json(new AppError("NOT_FOUND", "Not found").toBody(), 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      // error is for faults of our own; what the user asked for (an unreachable page, a server
      // without payments) is the request line's business, with its reason at info for a 5xx.
      if (!error.expected)
        deps.logger.error(error.message, { code: error.code, cause: String(error.cause ?? "") });
      else if (error.status >= 500)
        deps.logger.info("request refused", { requestId: c.get("requestId"), code: error.code });
      // Tell clients when to come back: rate limits know it; an outage is usually short.
      const retryAfter = error.options.details?.retryAfterSeconds ?? (error.status === 503 ? 5 : undefined);
      if (retryAfter !== undefined && !c.res.headers.has("Retry-After"))
        c.header("Retry-After", String(retryAfter));
      return c.json(error.toBody(), error.status);
    }
    // Malformed JSON and the like are the client's mistake, not a 500.
    if (isClientHttpException(error)) {
      return c.json(new AppError("INVALID_REQUEST", error.message || "Malformed request body").toBody(), 400);
    }
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn("database unavailable", { requestId: c.get("requestId"), error: String(error) });
      c.header("Retry-After", "5");
      return c.json(
        new AppError(
          "UNAVAILABLE",
          "The service is briefly unavailable. Please try again in a few seconds.",
        ).toBody(),
        503,
      );
    }
    deps.logger.error("unhandled error", {
      requestId: c.get("requestId"),
      error: String(error),
      stack: (error as Error).stack,
    });
    return c.json(
      new AppError("INTERNAL", "Something went wrong on our side. Please try again.").toBody(),
      500,
    );
  });
  return app;
}
