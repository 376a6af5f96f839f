import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../apps/server/src/app";
import type { AppEnv } from "../apps/server/src/app-env";
import { bootstrap } from "../apps/server/src/bootstrap";
import type { DatabaseHandle } from "../apps/server/src/db/client";
import { parseEnv } from "../apps/server/src/env";
import { createLogger } from "../apps/server/src/lib/logger";
import { createCaptureMailer } from "../apps/server/test/capture-mailer";
import { openTestDatabase } from "../apps/server/test/databases";
import { articleIds } from "../apps/web/app/features/blog/article-ids";
import { publicPaths } from "../apps/web/app/features/public-site-seo/public-pages";
import {
  BLOG_DIR,
  CLIENT_BUILD,
  ensureWebBuild,
  prerenderedFile,
} from "../apps/web/app/features/public-site-seo/web-build";

/**
 * The real server (createApp with the built web app) serves every public page
 * as its prerendered HTML with status 200, robots.txt and sitemap.xml as real
 * files, and the 404 page with status 404 for unknown addresses.
 */
let app: Hono<AppEnv>;
let database: DatabaseHandle;
const paths = publicPaths(articleIds(BLOG_DIR));

beforeAll(async () => {
  ensureWebBuild();
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "ranklens-site-")),
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    LOG_LEVEL: "silent",
  });
  database = await openTestDatabase("sqlite");
  const { deps } = await bootstrap(env, {
    database,
    mailer: createCaptureMailer(),
    logger: createLogger("silent"),
    webRoot: CLIENT_BUILD,
  });
  app = createApp(deps);
}, 300_000);
afterAll(() => database?.close());

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe.each(paths)("GET %s", (pathname) => {
  it("answers 200 with the prerendered page and its own title", async () => {
    const res = await app.request(pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    const file = readFileSync(prerenderedFile(pathname), "utf8");
    expect(html).toBe(file);
    expect(titleOf(html)).toBeTruthy();
    expect(titleOf(html)).not.toBe(titleOf(readFileSync(prerenderedFile("/404"), "utf8")));
    // Each inline script is allowed by hash; no external origin is needed.
    expect(res.headers.get("content-security-policy")).toMatch(/script-src [^;]*'sha256-/);
    expect(res.headers.get("x-robots-tag")).toBeNull();
  });
});

describe("site files and unknown addresses", () => {
  it("serves robots.txt and sitemap.xml as real files", async () => {
    const robots = await app.request("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
    const sitemap = await app.request("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toMatch(/xml/);
    expect(await sitemap.text()).toContain("<urlset");
  });

  it("serves the blog images and the share images", async () => {
    const svg = await app.request(`/images/blog/${articleIds(BLOG_DIR)[0]}.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    const png = await app.request("/images/og/ranklens.png");
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
  });

  it.each(["/no-such-page", "/blog/no-such-article", "/about/extra"])(
    "answers %s with the 404 page and status 404",
    async (pathname) => {
      const res = await app.request(pathname);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(titleOf(html)).toBe(titleOf(readFileSync(prerenderedFile("/404"), "utf8")));
      expect(html).toContain("Page not found");
    },
  );
});
