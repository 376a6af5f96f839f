/**
 * The check categories: ids in report order and display names. Its own module
 * (no other imports) so the browser can use it without the rest of the engine:
 * `@ranklens/engine/categories`.
 */
export const CATEGORY_IDS = [
  "crawlability",
  "content",
  "technical",
  "links",
  "images",
  "international",
  "social",
  "structured-data",
  "ai-search",
  "performance",
  "security",
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Display names of the categories. */
export const CATEGORIES: Readonly<Record<CategoryId, string>> = {
  crawlability: "Crawling and indexing",
  content: "Content and meta tags",
  technical: "Technical",
  links: "Links",
  images: "Images",
  international: "Language and hreflang",
  social: "Social sharing",
  "structured-data": "Structured data",
  "ai-search": "AI search readiness",
  performance: "Performance",
  security: "Security",
};
