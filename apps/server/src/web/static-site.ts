import { isAppRoute } from "@ranklens/shared";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { canonicalPath } from "./canonical-path";
import { negotiateEncoding } from "./compression";
import { contentSecurityPolicy } from "./content-security-policy";
import type { StaticFile, StaticFileCache } from "./static-file-cache";

/** Hashed build assets never change under their name. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and other files are revalidated (cheap: ETag → 304). */
const REVALIDATE = "no-cache";

/**
 * Serves the built web app: hashed assets with a long cache, prerendered pages
 * (`/about` → `about/index.html`) each with its own CSP, the SPA shell for the
 * signed-in app's client routes, and a real 404 page with status 404 for
 * everything else. Missing assets are 404 too, never the SPA HTML. Text is
 * sent brotli- or gzip-compressed when the client accepts it. Only the
 * canonical spelling of a path is served (see canonicalPath): `//`, dot
 * segments and encoded slashes are 404, so one file has one URL and one
 * cache entry.
 */
export function staticSite(files: StaticFileCache): Hono<AppEnv> {
  const policies = new WeakMap<StaticFile, string>();
  const policyOf = (file: StaticFile) => {
    let policy = policies.get(file);
    if (!policy) {
      policy = contentSecurityPolicy(file.body.toString("utf8"));
      policies.set(file, policy);
    }
    return policy;
  };

  const send = (c: Context<AppEnv>, file: StaticFile, status: 200 | 404, cacheControl: string) => {
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": cacheControl,
      ETag: file.etag,
    };
    if (file.contentType.startsWith("text/html")) headers["Content-Security-Policy"] = policyOf(file);
    if (file.compressible) headers.Vary = "Accept-Encoding";
    if (status === 200 && c.req.header("if-none-match") === file.etag) return c.body(null, 304, headers);
    const encoding = file.compressible ? negotiateEncoding(c.req.header("accept-encoding")) : null;
    if (encoding) headers["Content-Encoding"] = encoding;
    return c.body(new Uint8Array(files.body(file, encoding)), status, headers);
  };
  const notFoundPage = (c: Context<AppEnv>) => {
    const page = files.get("/404.html") ?? files.get("/404/index.html");
    return page ? send(c, page, 404, REVALIDATE) : c.text("Not found", 404);
  };

  const site = new Hono<AppEnv>();
  site.get("/assets/*", (c) => {
    const pathname = canonicalPath(c.req.path);
    const file = pathname ? files.get(pathname) : null;
    return file ? send(c, file, 200, IMMUTABLE) : c.text("Not found", 404);
  });
  site.get("*", (c) => {
    const pathname = canonicalPath(c.req.path);
    if (!pathname) return notFoundPage(c);
    const clean = pathname.replace(/\/+$/, "");
    const page = files.get(`${clean}/index.html`) ?? (clean.endsWith(".html") ? files.get(clean) : null);
    if (page) return send(c, page, 200, REVALIDATE);
    if (isAppRoute(pathname)) {
      const shell = files.get("/__spa-fallback.html");
      if (shell) return send(c, shell, 200, REVALIDATE);
    }
    // Other real files: robots.txt, sitemap.xml, favicon, images, prerendered .data.
    const file = clean === "" ? null : files.get(clean);
    return file ? send(c, file, 200, REVALIDATE) : notFoundPage(c);
  });
  return site;
}
