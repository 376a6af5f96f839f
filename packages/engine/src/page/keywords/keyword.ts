/**
 * The spec's three search intents, plus "unclear" when no cue points to one (or cues point to
 * several equally): the engine shows that rather than a default. Commercial-investigation cues count
 * toward "transactional".
 */
export type SearchIntent = "informational" | "transactional" | "navigational" | "unclear";

/** Every intent, in display order. */
export const SEARCH_INTENTS: readonly SearchIntent[] = [
  "informational",
  "transactional",
  "navigational",
  "unclear",
];

/** Where a keyword appears in the page's prominent places. */
export interface KeywordProminence {
  title: boolean;
  h1: boolean;
  metaDescription: boolean;
  firstParagraph: boolean;
  /** Any h2–h6. */
  headings: boolean;
  url: boolean;
  /** Weighted share of the places above, 0..1 (weights in `PROMINENCE_WEIGHTS`). */
  score: number;
}

/** One keyword of a page, as the report shows it. */
export interface KeywordResult {
  /** The phrase in its most frequent form. */
  keyword: string;
  /** Its singular and plural forms counted together, the most frequent first; absent when it has one form. */
  forms?: string[];
  /** Occurrences in the main text, of every form. */
  frequency: number;
  /** frequency ÷ words of the main text × 100, rounded to 2 decimals. */
  density: number;
  intent: SearchIntent;
  /** 0..1, heuristic; 0 when the intent is "unclear". */
  intentConfidence: number;
  /** The cues found, in words a user can check (e.g. "purchase word “buy”", "page type: article (og:type article)"). */
  intentSignals: string[];
  /**
   * Whose intent this is: absent for the engine's heuristic; a keyword-data provider's name when
   * `intent` is the provider's SERP-based intent (`providerIntent` keeps its own label).
   */
  intentSource?: string;
  /** The provider's SERP-based intent as it labelled it ("commercial" included), when it gave one. */
  providerIntent?: ProviderIntent;
  prominence: KeywordProminence;
  /** Provider data: null until a keyword-data provider fills it. */
  competition: number | null;
  difficulty: number | null;
  searchVolume: number | null;
}

/**
 * Where a report's search volume, competition and difficulty came from: the provider and when it
 * was read, or why it gave nothing (the numbers then stay null, never 0).
 */
export interface KeywordDataNote {
  source: string;
  /** ISO-8601 time of the lookup; null when it failed. */
  readAt: string | null;
  /** The provider's failure, in words; null when it answered. */
  error: string | null;
}

/** A keyword-data provider's SERP-based intent: its label (four, "commercial" among them) and probability 0..1. */
export interface ProviderIntent {
  label: "informational" | "navigational" | "commercial" | "transactional";
  probability: number;
}

/**
 * A provider's label as one of our intents. Ours has no "commercial": commercial investigation
 * ("best running shoes", "x vs y") already counts toward "transactional" in the heuristic, since
 * both mean a purchase is near, so the provider's "commercial" maps there too; the other three
 * are the same words.
 */
export function intentOfProvider(label: ProviderIntent["label"]): SearchIntent {
  return label === "commercial" ? "transactional" : label;
}

/** The density formula, stated for the UI. */
export const DENSITY_FORMULA = "density = occurrences ÷ total words of the main text × 100";

/**
 * Optional source of search-market numbers (volume, difficulty, competition,
 * 0–10 where a scale applies). The engine never invents these; without a
 * provider they stay null.
 */
export interface KeywordDataProvider {
  /** Where the numbers come from, as the report labels them ("DataForSEO · United States, English"). */
  source: string;
  /** The provider's own name, shown beside an intent it gave ("DataForSEO"); `source` when absent. */
  provider?: string;
  lookup(
    keywords: string[],
    context: { lang: string | null; url: string },
  ): Promise<
    Map<
      string,
      {
        competition?: number | null;
        difficulty?: number | null;
        searchVolume?: number | null;
        /** The provider's SERP-based intent; the engine's heuristic stays when absent or null. */
        intent?: ProviderIntent | null;
      }
    >
  >;
}
