/** The port the server listens on when PORT is not set. */
export const DEFAULT_PORT = 3000;

/**
 * The address users reach RankLens at: PUBLIC_URL, else http://localhost:PORT, without a
 * trailing slash. The server (links in e-mails, allowed origins) and the web build (canonical
 * URLs, og:url, sitemap.xml, robots.txt) both take it from here, so a server started with
 * PORT=3301 and no PUBLIC_URL names itself the same way everywhere. scripts/web-build.mjs
 * repeats the rule for its fingerprint (a plain script); scripts/web-build.test.ts holds the two
 * together.
 */
export function resolvePublicUrl(env: {
  PUBLIC_URL?: string | undefined;
  PORT?: string | number | undefined;
}): string {
  const explicit = env.PUBLIC_URL?.trim();
  const port = String(env.PORT ?? "").trim() || String(DEFAULT_PORT);
  return (explicit || `http://localhost:${port}`).replace(/\/+$/, "");
}
