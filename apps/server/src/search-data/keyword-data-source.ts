/**
 * The `KeywordDataSource` port (issue 30): search-market numbers for keywords from a provider the
 * workspace connected. Adapters: DataForSEO (`dataforseo/`). A keyword the provider has no data
 * for is absent from the answer, never 0; a provider that fails throws `ProviderError`.
 */

/** Where the searches are counted: DataForSEO's location and language codes (2840 = United States). */
export interface KeywordLocale {
  locationCode: number;
  languageCode: string;
}

/** DataForSEO Labs' intent labels: what the searcher wants, judged from the keyword's results page. */
export type ProviderIntentLabel = "informational" | "navigational" | "commercial" | "transactional";

/** A provider's SERP-based intent of a keyword: its label and the probability it gives it (0–1). */
export interface KeywordIntent {
  label: ProviderIntentLabel;
  probability: number;
}

/** A keyword's numbers, each null when the provider has none. */
export interface KeywordMetrics {
  /** Average monthly searches over the last 12 months. */
  searchVolume: number | null;
  /** Paid-search competition, 0–10 with one decimal (the analyzer shows "x.x/10"). */
  competition: number | null;
  /** How hard ranking in the top 10 is, 0–100, as the provider estimates it. */
  difficulty: number | null;
  /** The provider's SERP-based intent; absent or null when it gives none (the engine's own then stands). */
  intent?: KeywordIntent | null;
}

export interface KeywordDataSource {
  /** The provider's name, shown beside every number it gave. */
  readonly provider: string;
  /** The metrics of `keywords` (lower-cased keys), and what the lookup cost in USD. */
  lookup(
    keywords: readonly string[],
    locale: KeywordLocale,
  ): Promise<{ metrics: Map<string, KeywordMetrics>; cost: number }>;
}
