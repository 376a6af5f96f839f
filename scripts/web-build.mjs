/**
 * Builds the web app when its sources changed since the last build, so a
 * second `npm start` (or test run) starts in about a second. The fingerprint
 * is the path, size and mtime of every source file the build reads, plus the
 * settings the build bakes into the prerendered pages (BUILD_SETTINGS, and the
 * public URL they give): an operator who sets PUBLIC_URL or SUPPORT_EMAIL later,
 * or starts on another PORT without PUBLIC_URL, gets pages that show it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fingerprintOf, withBuildLock } from "./build-cache.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/content",
  "apps/web/react-router.config.ts",
  "apps/web/vite.config.ts",
  "packages/shared/src",
  "packages/engine/src",
  "packages/charts/src",
];
/**
 * Environment variables the web build reads (apps/web/app/lib/build-settings.ts, lib/seo.ts).
 * PORT counts only through the public URL it gives when PUBLIC_URL is unset (publicUrlOf).
 */
export const BUILD_SETTINGS = ["PUBLIC_URL", "SUPPORT_EMAIL", "PUBLIC_REPOSITORY_URL"];

/**
 * The public URL the build bakes into canonical URLs, og:url, sitemap.xml and robots.txt:
 * PUBLIC_URL, else http://localhost:PORT. The rule is resolvePublicUrl in
 * packages/shared/src/public-url.ts (which this plain script cannot import); web-build.test.ts
 * checks that the two agree.
 */
export function publicUrlOf(env = process.env) {
  const port = env.PORT?.trim() || "3000";
  return (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, "");
}
const BUILD_DIR = path.join(root, "apps/web/build/client");
const STAMP = path.join(root, "apps/web/build/.source-fingerprint");

export function sourceFingerprint(env = process.env) {
  const settings = BUILD_SETTINGS.map((name) => `${name}=${env[name]?.trim() ?? ""}`);
  // Started with another PORT and no PUBLIC_URL, the server names itself differently: so must the pages.
  return fingerprintOf(root, SOURCES, [...settings, `public URL=${publicUrlOf(env)}`]);
}

const LOCK = path.join(root, "apps/web/.build-lock");

/** Builds if needed; returns true when a build ran. Throws when the build fails. */
export function ensureWebBuild(options = {}) {
  return withBuildLock(LOCK, "web build", () => buildIfStale(options));
}

function buildIfStale({ force = false, log = console.log } = {}) {
  const fingerprint = sourceFingerprint();
  const fresh =
    existsSync(path.join(BUILD_DIR, "index.html")) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8") === fingerprint;
  if (fresh && !force) return false;
  log("Building the web app (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "build", "--workspace", "apps/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("The web app build failed (see the output above).");
  assertProductionReact();
  writeFileSync(STAMP, fingerprint);
  return true;
}

/**
 * React's development build is several times slower and larger; it ends up in
 * the bundle whenever the build runs without NODE_ENV=production (React
 * Router 8 with Vite 8 does not set it). Its welcome message is the telltale.
 */
export function assertProductionReact(assetsDir = path.join(BUILD_DIR, "assets")) {
  const development = readdirSync(assetsDir).find(
    (name) =>
      name.endsWith(".js") &&
      readFileSync(path.join(assetsDir, name), "utf8").includes("Download the React DevTools"),
  );
  if (development) {
    throw new Error(
      `The web build bundled React's development build (${development}); build with NODE_ENV=production.`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureWebBuild({ force: process.argv.includes("--force") });
}
