import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { scalarBundle } from "./scalar-bundle";

/** Path of the locally served Scalar bundle. */
export const SCALAR_SCRIPT_PATH = "/api/docs/scalar.js";

/**
 * The reference page: Scalar reads the document URL and its options from
 * data attributes, so the page has no inline script and its CSP can forbid
 * them. Fonts are the system's (Scalar's default fonts come from a CDN).
 */
export const API_REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>RankLens API reference</title>
<meta name="description" content="Interactive reference of the RankLens REST API: SEO analyses, content items, usage and API keys, generated from the server's OpenAPI 3.1 document.">
<link rel="canonical" href="/api">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<noscript>The interactive reference needs JavaScript. The raw OpenAPI document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='{"withDefaultFonts":false,"showDeveloperTools":"never"}'></script>
<script src="${SCALAR_SCRIPT_PATH}"></script>
</body>
</html>
`;

/** Only what the reference needs: our script, inline styles (Scalar injects them), same-origin fetches. */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document), GET /api (the
 * interactive reference) and its script. Mounted at "/api"; the document is
 * built on first use and kept.
 */
export function docsRoutes(buildDocument: () => object): Hono<AppEnv> {
  let document: object | undefined;
  const routes = new Hono<AppEnv>();
  routes.get("/openapi.json", (c) => {
    document ??= buildDocument();
    c.header("Cache-Control", "no-cache");
    return c.json(document);
  });
  routes.get("/", (c) => {
    c.header("Content-Security-Policy", API_REFERENCE_CSP);
    c.header("Cache-Control", "no-cache");
    return c.html(API_REFERENCE_HTML);
  });
  routes.get("/docs/scalar.js", (c) => {
    const bundle = scalarBundle();
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    c.header("Vary", "Accept-Encoding");
    if (gzip) c.header("Content-Encoding", "gzip");
    return c.body(new Uint8Array(gzip ? bundle.gzip : bundle.raw));
  });
  return routes;
}
