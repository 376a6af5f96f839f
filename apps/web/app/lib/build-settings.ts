import { DEFAULT_SUPPORT_EMAIL } from "@ranklens/shared/api/contact";

/**
 * Settings the web build reads from the environment (like PUBLIC_URL in
 * `publicUrlAtBuild`): the prerendered pages carry them, so they must be set
 * before `npm run build` (scripts/web-build.mjs rebuilds when they change).
 * Call these only at build time: from a route `loader` or from vite.config.ts.
 */

/** SUPPORT_EMAIL as the build sees it, or the server's default (one value, in @ranklens/shared). */
export function supportEmailAtBuild(env: NodeJS.ProcessEnv = process.env): string {
  return env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL;
}

/**
 * PUBLIC_REPOSITORY_URL: where the project's source code is (the hero's "Open
 * source" and the footer link to it). Unset or blank → null, and nothing links
 * anywhere. Anything but an absolute http(s) URL fails the build with a clear
 * message rather than shipping a broken link.
 */
export function repositoryUrlAtBuild(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env.PUBLIC_REPOSITORY_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_REPOSITORY_URL must be an absolute http(s) URL; got "${raw}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`PUBLIC_REPOSITORY_URL must be an absolute http(s) URL; got "${raw}".`);
  }
  return url.href;
}
