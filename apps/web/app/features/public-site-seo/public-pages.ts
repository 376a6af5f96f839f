/**
 * The indexable public pages (besides /blog/{id}): prerendered to HTML, listed
 * in sitemap.xml, audited by our own engine and by Lighthouse.
 */
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/about",
  "/blog",
  "/contact",
  "/docs",
  "/help",
  "/privacy",
  "/terms",
  "/cookies",
  "/bot",
] as const;

/** Every indexable public path, the blog articles included. */
export function publicPaths(articleIds: string[]): string[] {
  return [...PUBLIC_PAGE_PATHS, ...articleIds.map((id) => `/blog/${id}`)];
}

/**
 * Signed-in and machine-only paths that crawlers should skip. /api itself (the
 * API reference) stays crawlable; the endpoints under it do not.
 */
export const DISALLOWED_PATHS = [
  "/dashboard",
  "/analyzer",
  "/content",
  "/settings",
  "/upgrade",
  "/api/v1/",
  "/api/auth/",
] as const;
