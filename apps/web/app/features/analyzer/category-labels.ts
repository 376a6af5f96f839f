import type { CategoryId } from "@ranklens/engine";

/**
 * Display names and order of the check categories. A copy of the engine's
 * `CATEGORIES`/`CATEGORY_IDS`: importing those values would pull the engine's
 * network code into the browser bundle. `category-labels.test.ts` fails when
 * the two drift apart.
 */
export const CATEGORY_LABELS: Readonly<Record<CategoryId, string>> = {
  crawlability: "Crawling and indexing",
  content: "Content and meta tags",
  technical: "Technical",
  links: "Links",
  images: "Images",
  international: "Language and hreflang",
  social: "Social sharing",
  "structured-data": "Structured data",
  performance: "Performance",
  security: "Security",
};

/** Category ids in report order. */
export const CATEGORY_ORDER = Object.keys(CATEGORY_LABELS) as CategoryId[];
