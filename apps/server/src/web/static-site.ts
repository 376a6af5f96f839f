import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { isAppRoute } from "@ranklens/shared";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { contentSecurityPolicy } from "./content-security-policy";

interface HtmlDocument {
  html: string;
  csp: string;
}

/**
 * Serves the built web app: hashed assets with a long cache, prerendered pages
 * (`/about` → `about/index.html`), the SPA shell for the signed-in app's client
 * routes, and a real 404 page with status 404 for everything else. Missing
 * assets are 404 too, never the SPA HTML.
 */
export function staticSite(webRoot: string): Hono<AppEnv> {
  const cache = new Map<string, HtmlDocument | null>();
  const load = (file: string): HtmlDocument | null => {
    if (!cache.has(file)) {
      const full = path.join(webRoot, file);
      const doc = existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : null;
      cache.set(file, doc === null ? null : { html: doc, csp: contentSecurityPolicy(doc) });
    }
    return cache.get(file) ?? null;
  };
  const respond = (c: Context<AppEnv>, doc: HtmlDocument, status: 200 | 404) => {
    c.header("Content-Security-Policy", doc.csp);
    c.header("Cache-Control", "no-cache");
    return c.html(doc.html, status);
  };
  const notFoundPage = (c: Context<AppEnv>) => {
    const doc = load("404.html") ?? load("404/index.html");
    if (doc) return respond(c, doc, 404);
    return c.text("Not found", 404);
  };

  const site = new Hono<AppEnv>();
  site.use(
    "/assets/*",
    serveStatic({
      root: webRoot,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  site.get("/assets/*", (c) => c.text("Not found", 404));

  site.get("*", async (c, next) => {
    const pathname = decodeURIComponent(c.req.path);
    if (pathname.includes("..") || pathname.includes("\0")) return notFoundPage(c);
    const clean = pathname.replace(/\/+$/, "");
    const page = load(path.join(clean, "index.html")) ?? (clean.endsWith(".html") ? load(clean) : null);
    if (page) return respond(c, page, 200);
    if (isAppRoute(pathname)) {
      const shell = load("__spa-fallback.html");
      if (shell) return respond(c, shell, 200);
    }
    return next();
  });
  // Other real files: robots.txt, sitemap.xml, favicon, images.
  site.use("*", serveStatic({ root: webRoot }));
  site.get("*", (c) => notFoundPage(c));
  return site;
}
