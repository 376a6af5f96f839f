import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "@react-router/dev/config";
import { articleIds } from "./app/features/blog/article-ids";
import { publicPaths } from "./app/features/public-site-seo/public-pages";
import { robotsTxt } from "./app/features/public-site-seo/robots-txt";
import { sitemapXml } from "./app/features/public-site-seo/sitemap-xml";
import { publicUrlAtBuild } from "./app/lib/seo";

const webDir = path.dirname(fileURLToPath(import.meta.url));
const blogIds = articleIds(path.join(webDir, "content/blog"));

/**
 * A static client app: the signed-in area runs in the browser only (`ssr: false`),
 * while the public and auth pages are prerendered to HTML so they load instantly
 * and can be indexed. Everything else is served `__spa-fallback.html` by the server.
 */
export default {
  ssr: false,
  // "/404" becomes 404/index.html, which the server sends (status 404) for unknown addresses.
  prerender: [
    ...publicPaths(blogIds),
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password",
    "/api",
    "/404",
  ],
  // robots.txt and sitemap.xml name the site by PUBLIC_URL, so they are written per build, not kept in public/.
  buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    const publicUrl = publicUrlAtBuild();
    writeFileSync(path.join(client, "sitemap.xml"), sitemapXml(publicUrl, publicPaths(blogIds)));
    writeFileSync(path.join(client, "robots.txt"), robotsTxt(publicUrl));
  },
} satisfies Config;
