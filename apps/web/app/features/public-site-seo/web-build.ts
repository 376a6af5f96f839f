import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, apps/web and its client build. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
export const WEB_DIR = path.join(REPO_ROOT, "apps/web");
export const CLIENT_BUILD = path.join(WEB_DIR, "build/client");
export const BLOG_DIR = path.join(WEB_DIR, "content/blog");

/** Builds the web app when it is missing or stale (scripts/web-build.mjs decides), for tests that read the build. */
export function ensureWebBuild(): void {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, "scripts/web-build.mjs")], {
    cwd: REPO_ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("web build failed");
}

/** The prerendered HTML file of a path: "/" → index.html, "/about" → about/index.html. */
export function prerenderedFile(pathname: string): string {
  return path.join(CLIENT_BUILD, pathname === "/" ? "" : pathname, "index.html");
}

/** The PUBLIC_URL the build was made with, read back from the home page's canonical link. */
export function buildPublicUrl(): string {
  const html = readFileSync(prerenderedFile("/"), "utf8");
  const href = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!href) throw new Error("the prerendered home page has no canonical link");
  return href.replace(/\/$/, "");
}

/** Whether a site-relative asset (an image, say) exists in the build. */
export function buildHasFile(sitePath: string): boolean {
  return existsSync(path.join(CLIENT_BUILD, decodeURIComponent(sitePath)));
}
