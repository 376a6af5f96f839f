import { generalRanksFor, specificityOf } from "../../text/general-words";
import { memoized } from "../../text/memoized";
import { countRepeatedNgrams, idsOf, type NgramCount, type WordIds } from "../../text/ngrams";
import { normalizeWord } from "../../text/normalize-word";
import { breaksFromFlags } from "../../text/phrase-breaks";
import { stopWordsFor } from "../../text/stop-words";
import { UNSPACED_CLASS } from "../../text/unspaced-scripts";
import { scanWordStrings } from "../../text/word-scan";
import { cutsLongerPhrase, isFirstHalfOfParticlePhrase } from "./cut-phrases";
import { isTooGeneralAlone, phraseSpecificity } from "./generic-words";
import { hasOnlyJoiningInnerWords } from "./inner-words";
import { classifyIntent, type IntentPageSignals } from "./intent";
import type { KeywordProminence, KeywordResult } from "./keyword";
import {
  containsPhrase,
  joinPhraseWords,
  phraseHaystack,
  placeHaystack,
  withoutPluralS,
} from "./phrase-text";
import { pluralKeyFor } from "./plural-fold";

export { phraseHaystack };

/** Weight of each prominent place in `prominence.score` (they sum to 1). */
export const PROMINENCE_WEIGHTS: Readonly<Record<Exclude<keyof KeywordProminence, "score">, number>> = {
  title: 0.3,
  h1: 0.2,
  metaDescription: 0.15,
  firstParagraph: 0.15,
  headings: 0.1,
  url: 0.1,
};

/**
 * A phrase that occurs mostly inside one longer phrase is that phrase's fragment, not a keyword of its
 * own: "zealand" (539) inside "new zealand" (537), "star" and "wars" inside "star wars". It is dropped
 * when the longer phrase holds at least this share of its occurrences.
 */
export const FRAGMENT_SHARE = 0.8;

/**
 * The share for a word of a script written without spaces inside a longer word: the segmenter
 * cuts a compound its dictionary lacks into words ("神经网络", neural network, into 神经 + 网络), and
 * the part is that compound's fragment when three of its four uses are in it.
 */
export const UNSPACED_FRAGMENT_SHARE = 0.6;

/** Longest keyword shown. */
const KEYWORD_WORDS = 3;

/** How much a keyword in every prominent place weighs more than one in none (see `analyzeKeywords`). */
const PROMINENCE_BONUS = 0.5;

/** Contenders taken beyond the limit, for those that turn out to be pieces of longer phrases. */
const PIECES_MARGIN = 10;

/**
 * The bounds that keep a page built to be pathological from taking seconds and hundreds of
 * megabytes (a 5 MB page of words each repeated two or three times had 445,000 repeated phrases,
 * and checking 7,500 tied contenders against its 900,000 words took 19 s). Real pages stay far
 * below them, so their keywords are as without bounds: on the news, blog and documentation pages
 * of the benches, at most 3,124 repeated phrases and 90 contenders. Beyond them, the most
 * frequent phrases and the best contenders are kept.
 */
const MAX_REPEATED_PHRASES = 50_000;
const MAX_CONTENDERS = 1_000;

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
  /** 1 at word i when a phrase may not continue into it (`phrase-breaks.ts`); none when absent. */
  mainBreaks?: Uint8Array;
  /** The language of the text (declared or detected): chooses the stop words. */
  lang: string | null;
  places: ProminentPlaces;
  page: IntentPageSignals;
  /** How many keywords to return. */
  limit?: number;
}

const UNSPACED_CHAR = new RegExp(`[${UNSPACED_CLASS}]`, "u");
const LONE_UNSPACED_CHAR = new RegExp(`^[${UNSPACED_CLASS}]$`, "u");

// No script written without spaces has a character below U+0E00 (Thai, the first of them): most
// words need no regex test.
function hasUnspacedChar(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    if (word.charCodeAt(i) >= 0x0e00) return UNSPACED_CHAR.test(word);
  }
  return false;
}

/** The k-th largest of `counts` (1-based; sorts them); 0 when k is 0. */
function kthLargest(counts: Float64Array, k: number): number {
  if (k === 0) return 0;
  counts.sort();
  return counts[counts.length - k]!;
}

/**
 * The words with each run of two or more lone characters of a script written without spaces joined
 * into one word, stop words excepted and never across a phrase break: `Intl.Segmenter` splits a
 * name or term its dictionary lacks into single characters ("腾", "讯" for 腾讯; "史", "蒂", "文" for
 * 史蒂文), and the run is that word. Null when there is no such run (the words are used as they are).
 */
export function joinLoneCharacters(
  words: readonly string[],
  stopWords: ReadonlySet<string>,
  breaks: Uint8Array = new Uint8Array(words.length),
): { words: string[]; breaks: Uint8Array } | null {
  const lone = (w: string) => LONE_UNSPACED_CHAR.test(w) && !stopWords.has(w);
  let joined: string[] | null = null;
  let joinedBreaks: number[] = [];
  for (let i = 0; i < words.length; i++) {
    let end = i;
    while (end < words.length && lone(words[end]!) && (end === i || breaks[end] !== 1)) end++;
    if (end - i >= 2) {
      if (!joined) {
        joined = words.slice(0, i);
        joinedBreaks = Array.from(breaks.subarray(0, i));
      }
      joined.push(words.slice(i, end).join(""));
      joinedBreaks.push(breaks[i]!);
      i = end - 1;
    } else if (joined) {
      joined.push(words[i]!);
      joinedBreaks.push(breaks[i]!);
    }
  }
  return joined ? { words: joined, breaks: Uint8Array.from(joinedBreaks) } : null;
}

/** Every phrase of one to three words of the title and H1 (normalised, plurals folded), for set lookups. */
function headlinePhrases(text: string): Set<string> {
  const phrases = new Set<string>();
  for (const line of text.split("\n")) {
    const words = scanWordStrings(line).map(normalizeWord);
    for (let i = 0; i < words.length; i++) {
      let phrase = "";
      for (let size = 1; size <= 3 && i + size <= words.length; size++) {
        phrase = size === 1 ? words[i]! : `${phrase} ${words[i + size - 1]}`;
        phrases.add(withoutPluralS(phrase));
      }
    }
  }
  return phrases;
}

/** The most frequent longer candidate that holds each phrase, by the phrase. */
function bestContainers(candidates: readonly NgramCount[]): Map<string, NgramCount> {
  const best = new Map<string, NgramCount>();
  const note = (inner: string, container: NgramCount) => {
    const known = best.get(inner);
    if (!known || known.count < container.count) best.set(inner, container);
  };
  for (const c of candidates) {
    if (c.size === 1) continue;
    const text = c.text;
    // Two or three words found by their spaces and sliced out (no array, no joined copies); any
    // other shape, split as the definition says.
    const first = text.indexOf(" ");
    const second = first === -1 ? -1 : text.indexOf(" ", first + 1);
    if (first > 0 && second === -1 && first < text.length - 1) {
      note(text.slice(0, first), c);
      note(text.slice(first + 1), c);
      continue;
    }
    if (first > 0 && second > first + 1 && second < text.length - 1 && text.indexOf(" ", second + 1) === -1) {
      note(text.slice(0, first), c);
      note(text.slice(first + 1, second), c);
      note(text.slice(second + 1), c);
      note(text.slice(0, second), c);
      note(text.slice(first + 1), c);
      continue;
    }
    const words = text.split(" ");
    for (const w of words) note(w, c);
    if (words.length === 3) {
      note(`${words[0]} ${words[1]}`, c);
      note(`${words[1]} ${words[2]}`, c);
    }
  }
  return best;
}

function firstWordOf(text: string): string {
  const space = text.indexOf(" ");
  return space === -1 ? text : text.slice(0, space);
}

/** A candidate's text as written (`joinPhraseWords`): CJK words without spaces between them. */
function writtenForm(c: NgramCount): string {
  return c.size > 1 && UNSPACED_CHAR.test(c.text) ? joinPhraseWords(c.text.split(" ")) : c.text;
}

/**
 * The keyword candidates: repeated phrases of up to three words less words too general to stand
 * alone (`generic-words.ts`), phrases holding a stop word inside that joins nothing
 * (`inner-words.ts`), phrases that start with a lone character of a script written without spaces
 * (a single Chinese character is a syllable, rarely a topic) and fragments. Of a phrase and a longer one holding at
 * least `FRAGMENT_SHARE` of its occurrences, the shorter is a fragment ("star" of "star wars"),
 * unless only the shorter is in the title or H1 (plurals aside): then the longer is the headline keyword plus
 * the words that happen to follow it ("garden hoses last" of "garden hoses"). Candidates carry their
 * written form ("腾讯", not "腾 讯"); phrases with the same written form are one.
 */
function keywordCandidates(
  counts: Map<string, NgramCount>,
  inHeadline: (c: NgramCount) => boolean,
  /** Whether the words hold any of an unspaced script (else the checks for them are skipped). */
  unspaced: boolean,
  stopWords: ReadonlySet<string>,
  ranks: ReadonlyMap<string, number>,
): NgramCount[] {
  // A lone character of an unspaced script ends words ("宇航" + "员") far more often than it starts
  // them, so a phrase may end with one but not start with one ("员在国际" is the tail of 宇航员).
  const all = unspaced
    ? [...counts.values()].filter((c) => !LONE_UNSPACED_CHAR.test(firstWordOf(c.text)))
    : [...counts.values()];

  const containers = bestContainers(all);
  const dropped = new Set<NgramCount>();
  for (const c of all) {
    const container = containers.get(c.text);
    if (!container) continue;
    const share = unspaced && UNSPACED_CHAR.test(c.text) ? UNSPACED_FRAGMENT_SHARE : FRAGMENT_SHARE;
    if (container.count < share * c.count) continue;
    if (inHeadline(c) && !inHeadline(container)) dropped.add(container);
    else dropped.add(c);
  }
  // Without a script written without spaces each candidate is written as counted, and the counted
  // texts are distinct: none merge, so they need no map.
  const kept: NgramCount[] = [];
  const byText = unspaced ? new Map<string, NgramCount>() : null;
  for (const c of all) {
    if (dropped.has(c)) continue;
    if (c.size === 1 && isTooGeneralAlone(c.text, ranks, () => inHeadline(c))) continue;
    if (c.size > 2 && !hasOnlyJoiningInnerWords(c.text.split(" "), stopWords)) continue;
    if (byText === null) {
      kept.push(c);
      continue;
    }
    const text = writtenForm(c);
    const same = byText.get(text);
    if (same) same.count += c.count;
    else byText.set(text, text === c.text ? c : { text, size: c.size, count: c.count });
  }
  return byText === null ? kept : [...byText.values()];
}

/** A candidate with the other forms folded into it ("quirk" with "quirks"). */
interface FoldedCandidate extends NgramCount {
  /** Every form counted, the most frequent first; one entry when the phrase has one form. */
  forms: string[];
}

/**
 * The candidates with a phrase's singular and plural forms as one (`plural-fold.ts`), shown in
 * its most frequent form and counted in all: "quirk" and "quirks" fill one slot, not two.
 */
function foldPlurals(candidates: readonly NgramCount[], lang: string | null): FoldedCandidate[] {
  const keyOf = pluralKeyFor(lang);
  const groups = new Map<string, NgramCount[]>();
  for (const c of candidates) {
    const key = c.size === 1 ? keyOf(c.text) : phraseKey(c.text, keyOf);
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  }
  const folded: FoldedCandidate[] = [];
  for (const group of groups.values()) {
    if (group.length === 1) {
      const only = group[0]!;
      folded.push({ text: only.text, size: only.size, count: only.count, forms: [only.text] });
      continue;
    }
    group.sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : 1));
    const shown = group[0]!;
    const count = group.reduce((sum, c) => sum + c.count, 0);
    folded.push({ text: shown.text, size: shown.size, count, forms: group.map((c) => c.text) });
  }
  return folded;
}

/**
 * `phrase.split(" ").map(keyOf).join(" ")`, reading the words between the spaces, and the phrase
 * itself when no word changes (most phrases): no arrays and no joined copy per candidate.
 */
function phraseKey(phrase: string, keyOf: (word: string) => string): string {
  let key = "";
  let changed = false;
  for (let from = 0; ; ) {
    const space = phrase.indexOf(" ", from);
    const word = space === -1 ? phrase.slice(from) : phrase.slice(from, space);
    const keyed = keyOf(word);
    if (keyed !== word) changed = true;
    key = from === 0 ? keyed : `${key} ${keyed}`;
    if (space === -1) break;
    from = space + 1;
  }
  return changed ? key : phrase;
}

/**
 * The page's keywords: 1–3-grams of the main text that neither start nor end with a stop word,
 * without the fragments of longer phrases, singular and plural counted as one, ranked by
 * relevance: frequency × specificity (how rare its words are in the language, `general-words.ts`,
 * as a search engine weighs a term by its inverse document frequency) × up to 1.5 for being in
 * the title, H1 and other prominent places (ties: more frequent, more prominent, longer, then
 * alphabetical). A phrase must occur at least twice in texts of 100+ words. Density = frequency
 * ÷ main-text words × 100.
 */
export function analyzeKeywords(input: KeywordAnalysisInput): KeywordResult[] {
  const { mainWords, places, page } = input;
  const total = mainWords.length;
  if (total === 0) return [];
  const minCount = total >= 100 ? 2 : 1;
  const stopWords = stopWordsFor(input.lang);
  const breaks = input.mainBreaks ?? new Uint8Array(total);
  // Only texts with words of unspaced scripts need their checks (joining lone characters, written forms).
  const unspaced = (input.mainWordIds?.vocabulary ?? mainWords).some(hasUnspacedChar);
  const joined = unspaced ? joinLoneCharacters(mainWords, stopWords, breaks) : null;
  const counts = mostFrequent(
    joined
      ? countRepeatedNgrams(joined.words, stopWords, minCount, KEYWORD_WORDS, breaksFromFlags(joined.breaks))
      : countRepeatedNgrams(
          mainWords,
          stopWords,
          minCount,
          KEYWORD_WORDS,
          breaksFromFlags(breaks),
          input.mainWordIds,
        ),
    MAX_REPEATED_PHRASES,
  );
  const haystacks = {
    title: placeHaystack(places.title),
    h1: placeHaystack(places.h1),
    metaDescription: placeHaystack(places.metaDescription),
    firstParagraph: placeHaystack(places.firstParagraph),
    headings: placeHaystack(places.headings),
    url: placeHaystack(places.url),
  };
  const limit = input.limit ?? 20;
  const headline = headlinePhrases(`${places.title}\n${places.h1}`);
  const headlineText = unspaced ? withoutPluralS(`${haystacks.title}${haystacks.h1}`) : "";
  const ranks = generalRanksFor(input.lang);
  const specificity = memoized((word) => specificityOf(word, ranks));
  const candidates = foldPlurals(
    keywordCandidates(
      counts,
      // Scripts without spaces may segment the title apart from the text: there, search the title's text.
      (c) =>
        headline.has(withoutPluralS(c.text)) ||
        (unspaced && containsPhrase(headlineText, withoutPluralS(writtenForm(c)))),
      unspaced,
      stopWords,
      ranks,
    ),
    input.lang,
  );
  // Prominence is found only for the candidates that can still reach the top `limit` (and a margin
  // for the pieces dropped below): those whose frequency × specificity, raised by the most
  // prominence can add, reaches the limit-th best.
  // A plain loop: `Float64Array.from` with a mapping function is several times slower.
  const weights = new Float64Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i]!;
    weights[i] = c.count * phraseSpecificity(c.text, specificity, stopWords);
  }
  const cutoff = kthLargest(weights.slice(), Math.min(limit + PIECES_MARGIN, candidates.length));
  const scored: Array<{ c: FoldedCandidate; prominence: KeywordProminence; relevance: number }> = [];
  for (let i = 0; i < candidates.length; i++) {
    if (weights[i]! * (1 + PROMINENCE_BONUS) < cutoff) continue;
    const c = candidates[i]!;
    const prominence = prominenceOf(c.text, haystacks);
    scored.push({ c, prominence, relevance: weights[i]! * (1 + PROMINENCE_BONUS * prominence.score) });
  }
  // A longest phrase found nearly always beside the same word is a piece of a longer one: "credit
  // card sized" and "card sized pc" of "credit card sized pc"; so is a word nearly always followed
  // by the same stop word ("opt" of "opt out"). Only the contenders are checked.
  const text = joined ? idsOf(joined.words) : (input.mainWordIds ?? idsOf(mainWords));
  const textBreaks = joined ? joined.breaks : breaks;
  const isPiece = (c: FoldedCandidate) =>
    (c.size === KEYWORD_WORDS && cutsLongerPhrase(c.forms, text, textBreaks, stopWords)) ||
    (c.size === 1 && isFirstHalfOfParticlePhrase(c.forms, text, textBreaks, stopWords));
  // Ties at the cutoff can let any number through (all of a page's phrases, when each occurs as
  // often as the others): only the best are checked, each check reading the whole text.
  if (scored.length > MAX_CONTENDERS) scored.sort(byRank).splice(MAX_CONTENDERS);
  for (let i = scored.length - 1; i >= 0; i--) if (isPiece(scored[i]!.c)) scored.splice(i, 1);
  scored.sort(byRank);
  return scored.slice(0, limit).map(({ c, prominence }) => {
    const intent = classifyIntent(c.text, page);
    return {
      keyword: c.text,
      ...(c.forms.length > 1 ? { forms: c.forms } : {}),
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

/** The keywords' order: relevance, then more frequent, more prominent, longer, then alphabetical. */
function byRank(
  a: { c: FoldedCandidate; prominence: KeywordProminence; relevance: number },
  b: { c: FoldedCandidate; prominence: KeywordProminence; relevance: number },
): number {
  return (
    b.relevance - a.relevance ||
    b.c.count - a.c.count ||
    b.prominence.score - a.prominence.score ||
    b.c.size - a.c.size ||
    (a.c.text < b.c.text ? -1 : 1)
  );
}

/**
 * The `max` most frequent of `counts`, in their order (first occurrence); of those tied with the
 * last one kept, the first. All of them when there are no more than `max`.
 */
function mostFrequent(counts: Map<string, NgramCount>, max: number): Map<string, NgramCount> {
  if (counts.size <= max) return counts;
  const sorted = Int32Array.from(counts.values(), (c) => c.count).sort();
  const least = sorted[sorted.length - max]!;
  let tiedRoom = 0;
  for (let i = sorted.length - max; i < sorted.length && sorted[i] === least; i++) tiedRoom++;
  const kept = new Map<string, NgramCount>();
  for (const [text, c] of counts) {
    if (c.count < least) continue;
    if (c.count === least) {
      if (tiedRoom === 0) continue;
      tiedRoom--;
    }
    kept.set(text, c);
  }
  return kept;
}

function prominenceOf(keyword: string, haystacks: Record<keyof ProminentPlaces, string>): KeywordProminence {
  const title = containsPhrase(haystacks.title, keyword);
  const h1 = containsPhrase(haystacks.h1, keyword);
  const metaDescription = containsPhrase(haystacks.metaDescription, keyword);
  const firstParagraph = containsPhrase(haystacks.firstParagraph, keyword);
  const headings = containsPhrase(haystacks.headings, keyword);
  const url = containsPhrase(haystacks.url, keyword);
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
