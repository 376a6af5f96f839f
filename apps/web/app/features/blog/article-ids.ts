import { readdirSync } from "node:fs";

/**
 * The ids of the blog articles in `contentDir` (file `{id}.md` → /blog/{id}).
 * Used by react-router.config.ts to prerender every article and list it in the sitemap.
 */
export function articleIds(contentDir: string): string[] {
  return readdirSync(contentDir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3))
    .sort();
}
