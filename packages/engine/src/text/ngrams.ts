import { OpenAddressTable } from "./open-address-table";
import type { PhraseBreaks } from "./phrase-breaks";

/** An n-gram with how often it occurs. */
export interface NgramCount {
  /** Words joined by single spaces. */
  text: string;
  /** Number of words (1–3). */
  size: number;
  count: number;
}

/** Whether a word may start or end a keyword: not a stop word and not a bare number. */
function isContentWord(word: string, stopWords: ReadonlySet<string>): boolean {
  if (stopWords.has(word)) return false;
  const first = word.charCodeAt(0);
  // A lone Latin letter ("x" in "OS X") is not a keyword on its own; a lone CJK character can be.
  if (word.length === 1 && first < 0x250) return false;
  // Pure digits ("2026", "10") say little on their own.
  if (first >= 48 && first <= 57 && /^\d+$/.test(word)) return false;
  return true;
}

/**
 * Counts the 1…`maxSize`-grams of `words` (already normalised) that neither
 * start nor end with a stop word. Stop words may sit inside ("return of the
 * king"). N-grams never cross a sentence or block boundary when the caller
 * passes `breaks` (indices i where words[i] starts a new segment).
 */
export function countNgrams(
  words: readonly string[],
  stopWords: ReadonlySet<string>,
  maxSize = 3,
  breaks?: PhraseBreaks,
): Map<string, NgramCount> {
  return countRepeatedNgrams(words, stopWords, 1, maxSize, breaks);
}

/**
 * {@link countNgrams} keeping only the n-grams counted at least `minCount`
 * times (same entries, same order, as filtering the full map).
 *
 * Words are counted by integer id (one string lookup per word, none per
 * n-gram occurrence), and an n-gram's text is built only when it is kept:
 * most n-grams of a page occur once, and building their strings was the cost.
 * Entries keep the order of first occurrence, as a string-keyed map would.
 */
export function countRepeatedNgrams(
  words: readonly string[],
  stopWords: ReadonlySet<string>,
  minCount: number,
  maxSize = 3,
  breaks?: PhraseBreaks,
  /** The same words as ids, when the caller has them (saves a lookup per word). */
  wordIds?: WordIds,
): Map<string, NgramCount> {
  const n = words.length;
  const { ids, vocabulary } = wordIds ?? idsOf(words);
  const contentById = vocabulary.map((word) => isContentWord(word, stopWords));
  // An n-gram occurs at most as often as its rarest word: one holding a word seen fewer than
  // `minCount` times cannot be kept, so it is not counted at all (most words of a page are seen
  // once; the kept entries, their counts and their order stay the same). Without this, a page of
  // 5 MB of distinct words had 2.6 million n-grams to count.
  const frequent = new Uint8Array(vocabulary.length);
  if (minCount > 1) {
    const occurrences = new Int32Array(vocabulary.length);
    for (let i = 0; i < n; i++) occurrences[ids[i]!]!++;
    for (let id = 0; id < vocabulary.length; id++) frequent[id] = occurrences[id]! >= minCount ? 1 : 0;
  } else frequent.fill(1);
  // An n-gram's numeric key is its first word's id (`leads`) and the ids of the rest, each plus
  // one (so no digit is zero and sizes never collide), in base V. Exact while V^(maxSize − 1) is a
  // safe integer (any vocabulary a page can have, for three words: with the whole key in one
  // number, a vocabulary over 208,000 words fell back to strings), and while no word holds a
  // space (two id sequences would then share a text, which a string-keyed count merges).
  const base = vocabulary.length + 1;
  if (vocabulary.some((word) => word.includes(" ")) || base ** (maxSize - 1) > Number.MAX_SAFE_INTEGER) {
    const all = countNgramsByText(words, stopWords, maxSize, breaks);
    return new Map([...all].filter(([, c]) => c.count >= minCount));
  }
  // Per word id: may start an n-gram (a frequent content word).
  const starts = new Uint8Array(vocabulary.length);
  for (let id = 0; id < vocabulary.length; id++) starts[id] = contentById[id] && frequent[id] ? 1 : 0;
  // Open addressing on the exact numeric keys (a Map with keys beyond 2^31 boxes each one).
  let bound = 0;
  for (let i = 0; i < n; i++) bound += starts[ids[i]!]!;
  const { leads, keys, firstAt, sizes, counts } = entryArrays(bound * maxSize);
  const table = ngramTable;
  let entries = 0;
  try {
    for (let i = 0; i < n; i++) {
      if (starts[ids[i]!] === 0) continue;
      const lead = ids[i]! + 1;
      let key = 0;
      let hash = Math.imul(lead, 0x9e3779b1);
      for (let size = 1; size <= maxSize && i + size - 1 < n; size++) {
        const last = i + size - 1;
        if (size > 1) {
          if (breaks?.has(last) || !frequent[ids[last]!]) break;
          const digit = ids[last]! + 1;
          key = key * base + digit;
          hash = Math.imul(hash ^ digit, 0x9e3779b1) ^ (hash >>> 15);
        }
        if (!contentById[ids[last]!]) continue;
        let entry = table.first(hash);
        while (entry !== -1 && (keys[entry] !== key || leads[entry] !== lead)) entry = table.next();
        if (entry !== -1) counts[entry]!++;
        else {
          entry = table.add(hash);
          leads[entry] = lead;
          keys[entry] = key;
          firstAt[entry] = i;
          sizes[entry] = size;
          counts[entry] = 1;
        }
      }
    }
    entries = table.size;
  } finally {
    // Leave the shared table empty for the next call.
    table.clear();
  }
  const result = new Map<string, NgramCount>();
  for (let e = 0; e < entries; e++) {
    if (counts[e]! < minCount) continue;
    const start = firstAt[e]!;
    const size = sizes[e]!;
    const text = size === 1 ? words[start]! : words.slice(start, start + size).join(" ");
    result.set(text, { text, size, count: counts[e]! });
  }
  releaseIfLarge(entries);
  return result;
}

/** Words as ids into a list of distinct words: `words[i] === vocabulary[ids[i]]`, no word listed twice. */
export interface WordIds {
  ids: ArrayLike<number>;
  vocabulary: readonly string[];
}

/** `words` as ids into their distinct words, in order of first occurrence. */
export function idsOf(words: readonly string[]): { ids: Int32Array; vocabulary: string[] } {
  const ids = new Int32Array(words.length);
  const vocabulary: string[] = [];
  const idOf = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    let id = idOf.get(word);
    if (id === undefined) {
      id = vocabulary.length;
      idOf.set(word, id);
      vocabulary.push(word);
    }
    ids[i] = id;
  }
  return { ids, vocabulary };
}

// The n-gram table and the per-entry arrays, kept between calls (allocating and zeroing megabytes
// per page was the cost).
let ngramTable = new OpenAddressTable(1 << 12);

interface EntryArrays {
  leads: Int32Array;
  keys: Float64Array;
  firstAt: Int32Array;
  sizes: Int32Array;
  counts: Int32Array;
}

let shared: EntryArrays | null = null;

/** Entries kept between calls at most: an ordinary page's n-grams (12 MB of arrays). */
const KEPT_ENTRIES = 1 << 19;

function entryArrays(entries: number): EntryArrays {
  if (!shared || shared.counts.length < entries) {
    const size = Math.max(entries, shared?.counts.length ?? 0);
    shared = {
      leads: new Int32Array(size),
      keys: new Float64Array(size),
      firstAt: new Int32Array(size),
      sizes: new Int32Array(size),
      counts: new Int32Array(size),
    };
  }
  return shared;
}

// The table and arrays of one exceptional page are not kept for the next: a long-running process
// would hold them for good (emptying a table keeps its capacity).
function releaseIfLarge(entries: number): void {
  if (shared && shared.counts.length > KEPT_ENTRIES) shared = null;
  if (entries > KEPT_ENTRIES) ngramTable = new OpenAddressTable(1 << 12);
}

// The plain string-keyed count, for word lists where a word holds a space (never the engine's
// words): two id sequences can then share a text, so no word can be left out by its own count.
function countNgramsByText(
  words: readonly string[],
  stopWords: ReadonlySet<string>,
  maxSize: number,
  breaks?: PhraseBreaks,
): Map<string, NgramCount> {
  const counts = new Map<string, NgramCount>();
  const content = words.map((w) => isContentWord(w, stopWords));
  for (let i = 0; i < words.length; i++) {
    if (!content[i]) continue;
    let text = words[i]!;
    for (let size = 1; size <= maxSize && i + size - 1 < words.length; size++) {
      const last = i + size - 1;
      if (size > 1) {
        if (breaks?.has(last)) break;
        text = `${text} ${words[last]}`;
      }
      if (!content[last]) continue;
      const entry = counts.get(text);
      if (entry) entry.count++;
      else counts.set(text, { text, size, count: 1 });
    }
  }
  return counts;
}
