import { countRepeatedNgrams, type WordIds } from "../../text/ngrams";
import { stopWordsFor } from "../../text/stop-words";
import { normalizeWordFast, scanWordStrings } from "../../text/word-scan";
import { classifyIntent, type IntentPageSignals } from "./intent";
import type { KeywordProminence, KeywordResult } from "./keyword";

/** Weight of each prominent place in `prominence.score` (they sum to 1). */
export const PROMINENCE_WEIGHTS: Readonly<Record<Exclude<keyof KeywordProminence, "score">, number>> = {
  title: 0.3,
  h1: 0.2,
  metaDescription: 0.15,
  firstParagraph: 0.15,
  headings: 0.1,
  url: 0.1,
};

/** The texts a keyword's prominence is judged on. */
export interface ProminentPlaces {
  title: string;
  h1: string;
  metaDescription: string;
  firstParagraph: string;
  headings: string;
  url: string;
}

export interface KeywordAnalysisInput {
  /** Main text words, already normalised. */
  mainWords: readonly string[];
  /** The same words as ids, when known (faster n-gram counting, same result). */
  mainWordIds?: WordIds;
  lang: string | null;
  places: ProminentPlaces;
  page: IntentPageSignals;
  /** How many keywords to return. */
  limit?: number;
}

/** Normalised words of a text, padded with spaces for whole-phrase search. */
export function phraseHaystack(text: string): string {
  return ` ${scanWordStrings(text).map(normalizeWordFast).join(" ")} `;
}

/** The k-th largest of `counts` (1-based); 0 when k is 0. */
function kthLargest(counts: Int32Array, k: number): number {
  if (k === 0) return 0;
  counts.sort();
  return counts[counts.length - k]!;
}

/**
 * The page's keywords: 1–3-grams of the main text that neither start nor end
 * with a stop word, ranked by frequency (ties: more prominent, then longer,
 * then alphabetical). A phrase must occur at least twice in texts of 100+
 * words. Density = frequency ÷ main-text words × 100.
 */
export function analyzeKeywords(input: KeywordAnalysisInput): KeywordResult[] {
  const { mainWords, places, page } = input;
  const total = mainWords.length;
  if (total === 0) return [];
  const minCount = total >= 100 ? 2 : 1;
  const counts = countRepeatedNgrams(
    mainWords,
    stopWordsFor(input.lang),
    minCount,
    3,
    undefined,
    input.mainWordIds,
  );
  const haystacks = {
    title: phraseHaystack(places.title),
    h1: phraseHaystack(places.h1),
    metaDescription: phraseHaystack(places.metaDescription),
    firstParagraph: phraseHaystack(places.firstParagraph),
    headings: phraseHaystack(places.headings),
    url: phraseHaystack(places.url),
  };
  const limit = input.limit ?? 20;
  const candidates = [...counts.values()];
  // Prominence only breaks ties among equally frequent phrases, so it is computed only for
  // the candidates that can still reach the top `limit` (everything at least as frequent as the limit-th).
  // The final sort below is a total order, so the contenders' order does not matter: only the cutoff
  // count is needed, found by sorting the bare counts rather than the candidates.
  const cutoff = kthLargest(
    Int32Array.from(candidates, (c) => c.count),
    Math.min(limit, candidates.length),
  );
  const contenders = candidates.filter((c) => c.count >= cutoff);
  const scored = contenders.map((c) => ({ c, prominence: prominenceOf(c.text, haystacks) }));
  scored.sort(
    (a, b) =>
      b.c.count - a.c.count ||
      b.prominence.score - a.prominence.score ||
      b.c.size - a.c.size ||
      (a.c.text < b.c.text ? -1 : 1),
  );
  return scored.slice(0, limit).map(({ c, prominence }) => {
    const intent = classifyIntent(c.text, page);
    return {
      keyword: c.text,
      frequency: c.count,
      density: Math.round((c.count / total) * 10000) / 100,
      intent: intent.intent,
      intentConfidence: intent.confidence,
      intentSignals: intent.signals,
      prominence,
      competition: null,
      difficulty: null,
      searchVolume: null,
    };
  });
}

function prominenceOf(keyword: string, haystacks: Record<keyof ProminentPlaces, string>): KeywordProminence {
  const needle = ` ${keyword} `;
  const title = haystacks.title.includes(needle);
  const h1 = haystacks.h1.includes(needle);
  const metaDescription = haystacks.metaDescription.includes(needle);
  const firstParagraph = haystacks.firstParagraph.includes(needle);
  const headings = haystacks.headings.includes(needle);
  const url = haystacks.url.includes(needle);
  // Summed in the order of PROMINENCE_WEIGHTS' keys, as a loop over them did (same rounding).
  let score = 0;
  if (title) score += PROMINENCE_WEIGHTS.title;
  if (h1) score += PROMINENCE_WEIGHTS.h1;
  if (metaDescription) score += PROMINENCE_WEIGHTS.metaDescription;
  if (firstParagraph) score += PROMINENCE_WEIGHTS.firstParagraph;
  if (headings) score += PROMINENCE_WEIGHTS.headings;
  if (url) score += PROMINENCE_WEIGHTS.url;
  return { title, h1, metaDescription, firstParagraph, headings, url, score: Math.round(score * 100) / 100 };
}
