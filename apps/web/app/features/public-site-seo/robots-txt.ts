import { DISALLOWED_PATHS } from "./public-pages";

/** robots.txt: everything public is crawlable, the signed-in app and API endpoints are not; names the sitemap. */
export function robotsTxt(publicUrl: string): string {
  const disallow = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
