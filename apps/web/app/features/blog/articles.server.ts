import type { Article, ArticleSummary } from "./article";
import { parseArticle } from "./parse-article";

// Bundled at build time by Vite: no file-system paths to resolve when the prerenderer runs the loaders.
const SOURCES = import.meta.glob<string>("../../../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

let cache: Article[] | null = null;

/** Every blog article, newest first. Build-time only (used by route loaders). */
export function allArticles(): Article[] {
  cache ??= Object.entries(SOURCES)
    .map(([file, source]) => parseArticle(file.split("/").pop()!, source))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  return cache;
}

/** The cards of the blog listing. */
export function articleSummaries(): ArticleSummary[] {
  return allArticles().map(({ html: _html, wordCount: _words, ...summary }) => summary);
}

/** One article by id, or null. */
export function findArticle(id: string): Article | null {
  return allArticles().find((a) => a.id === id) ?? null;
}
