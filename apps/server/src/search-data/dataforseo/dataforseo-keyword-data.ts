import { chunks } from "../../lib/chunks";
import type {
  KeywordDataSource,
  KeywordIntent,
  KeywordLocale,
  KeywordMetrics,
  ProviderIntentLabel,
} from "../keyword-data-source";
import type { DataForSeoClient } from "./dataforseo-client";

/** Keywords one search-volume or difficulty task takes (DataForSEO's limit for both endpoints). */
export const KEYWORDS_PER_TASK = 1000;

const SEARCH_VOLUME = "/v3/keywords_data/google_ads/search_volume/live";
const DIFFICULTY = "/v3/dataforseo_labs/google/bulk_keyword_difficulty/live";
const SEARCH_INTENT = "/v3/dataforseo_labs/google/search_intent/live";
const INTENT_LABELS = new Set<string>(["informational", "navigational", "commercial", "transactional"]);

interface SearchVolumeItem {
  keyword: string;
  search_volume: number | null;
  /** 0–100. */
  competition_index: number | null;
}

interface DifficultyResult {
  items: Array<{ keyword: string; keyword_difficulty: number | null }> | null;
}

interface IntentResult {
  items: Array<{ keyword: string; keyword_intent: { label: string; probability: number } | null }> | null;
}

/**
 * Keyword data from DataForSEO: search volume and competition from Google Ads' numbers
 * (`keywords_data/google_ads/search_volume/live`) and keyword difficulty from DataForSEO Labs
 * (`bulk_keyword_difficulty/live`), and search intent from DataForSEO Labs (`search_intent/live`,
 * judged from each keyword's results page), in tasks of at most 1,000 keywords, one request per
 * endpoint and chunk. Live calls: the analyzer waits for them. Search intent covers fewer
 * languages than volumes do: a task it refuses leaves the intents out (the engine's own stand),
 * not the volumes.
 */
export function dataForSeoKeywordData(client: DataForSeoClient): KeywordDataSource {
  return {
    provider: "DataForSEO",
    async lookup(keywords, locale) {
      const metrics = new Map<string, KeywordMetrics>();
      const entry = (keyword: string) => {
        const key = keyword.toLowerCase();
        let found = metrics.get(key);
        if (!found) {
          found = { searchVolume: null, competition: null, difficulty: null, intent: null };
          metrics.set(key, found);
        }
        return found;
      };
      let cost = 0;
      for (const chunk of chunks(keywords, KEYWORDS_PER_TASK)) {
        const task = taskFor(chunk, locale);
        const [volumes, difficulties, [intents]] = await Promise.all([
          client.post<SearchVolumeItem>(SEARCH_VOLUME, [task]),
          client.post<DifficultyResult>(DIFFICULTY, [task]),
          client.postEach<IntentResult>(SEARCH_INTENT, [
            { keywords: chunk, language_code: locale.languageCode },
          ]),
        ]);
        if (intents && !intents.ok && intents.error.failure !== "PROVIDER_REJECTED") throw intents.error;
        cost += volumes.cost + difficulties.cost + (intents?.cost ?? 0);
        for (const item of volumes.results[0] ?? []) {
          const found = entry(item.keyword);
          found.searchVolume = item.search_volume ?? null;
          found.competition =
            item.competition_index === null || item.competition_index === undefined
              ? null
              : Math.round(item.competition_index) / 10;
        }
        for (const result of difficulties.results[0] ?? [])
          for (const item of result.items ?? [])
            entry(item.keyword).difficulty = item.keyword_difficulty ?? null;
        if (intents?.ok)
          for (const result of intents.result)
            for (const item of result.items ?? []) entry(item.keyword).intent = intentOf(item.keyword_intent);
      }
      return { metrics, cost };
    },
  };
}

function intentOf(intent: { label: string; probability: number } | null): KeywordIntent | null {
  if (!intent || !INTENT_LABELS.has(intent.label) || typeof intent.probability !== "number") return null;
  return { label: intent.label as ProviderIntentLabel, probability: intent.probability };
}

function taskFor(keywords: readonly string[], locale: KeywordLocale) {
  return { keywords, location_code: locale.locationCode, language_code: locale.languageCode };
}
