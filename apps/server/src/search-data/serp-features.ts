/**
 * SERP features under one set of names, whichever provider read the page: DataForSEO's item
 * types and SerpApi's response keys name the same things differently ("related_questions" is
 * "people_also_ask"), and the tracker compares readings across days and providers, so a feature
 * must keep its name. Ours: featured_snippet, people_also_ask, local_pack, top_stories, video,
 * images, shopping, knowledge_graph, ai_overview, ads; a feature we do not map keeps the
 * provider's own name rather than being dropped.
 */

/** DataForSEO's item types (docs.dataforseo.com/v3/serp/google/organic/live/advanced), "organic" excepted. */
export const DATAFORSEO_FEATURES: Readonly<Record<string, string>> = {
  featured_snippet: "featured_snippet",
  people_also_ask: "people_also_ask",
  local_pack: "local_pack",
  top_stories: "top_stories",
  video: "video",
  short_videos: "video",
  images: "images",
  shopping: "shopping",
  popular_products: "shopping",
  knowledge_graph: "knowledge_graph",
  ai_overview: "ai_overview",
  paid: "ads",
};

/**
 * SerpApi's keys of a Google results page (serpapi.com/search-api). Its `answer_box` holds
 * featured snippets and direct answers alike; both take the place of the first result, so both
 * count as the featured snippet.
 */
export const SERPAPI_FEATURES: Readonly<Record<string, string>> = {
  answer_box: "featured_snippet",
  related_questions: "people_also_ask",
  local_results: "local_pack",
  local_map: "local_pack",
  top_stories: "top_stories",
  inline_videos: "video",
  short_videos: "video",
  inline_images: "images",
  shopping_results: "shopping",
  inline_shopping: "shopping",
  immersive_products: "shopping",
  knowledge_graph: "knowledge_graph",
  ai_overview: "ai_overview",
  ads: "ads",
};

/** The features named, normalised by the provider's map, each once, in the order first seen. */
export function normaliseFeatures(names: Iterable<string>, map: Readonly<Record<string, string>>): string[] {
  const out = new Set<string>();
  for (const name of names) out.add(map[name] ?? name);
  return [...out];
}
