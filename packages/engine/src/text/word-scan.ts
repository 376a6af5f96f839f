/**
 * The hand-written scanner behind the word definition of `words.ts` (whose
 * functions call it): several times cheaper than the regular expression that
 * defines the words, and able to count without building strings.
 *
 * Exactness: the scanner walks code points exactly as the global Unicode regex
 * `[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{M}\p{N}]+)*` does (a run of word
 * characters that starts with a letter or digit, then as many "joiner + run" as follow); a code point is a word
 * character when that very character class matches it (cached per code unit);
 * and a match holding a character of a script written without spaces is split
 * with `Intl.Segmenter`. `word-scan.test.ts` compares it with that regular
 * expression, its test oracle.
 *
 * Browser-safe: no Node built-ins.
 */

import { idsOf } from "./ngrams";
import { normalizeWord } from "./normalize-word";
import { OpenAddressTable } from "./open-address-table";
import { UNSPACED_CLASS, wordRangesOfUnspacedMatch } from "./unspaced-scripts";
import { isWhitespace } from "./whitespace";
import { FNV_OFFSET, FNV_PRIME, finishWordHash, grown, WORDS, wordHash } from "./word-dictionary";

const WORD_CHAR = /^[\p{L}\p{M}\p{N}]$/u;
const MARK_CHAR = /^\p{M}$/u;
const UNSPACED_CHAR = new RegExp(`^[${UNSPACED_CLASS}]$`, "u");

// Per BMP code point: 0 = not classified yet, else KNOWN | flags.
const KNOWN = 1;
const WORD = 2;
const UNSPACED = 4;
const MARK = 8;
const bmp = new Uint8Array(0x10000);
const astral = new Map<number, number>();

function classify(codePoint: number): number {
  const ch = String.fromCodePoint(codePoint);
  return (
    KNOWN |
    (WORD_CHAR.test(ch) ? WORD : 0) |
    (UNSPACED_CHAR.test(ch) ? UNSPACED : 0) |
    (MARK_CHAR.test(ch) ? MARK : 0)
  );
}

// Bits of the code point at `i` (0 past the end); a lone surrogate is a code point of its own, not a word character.
function classAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) {
    if (Number.isNaN(c)) return 0; // past the end
    let bits = bmp[c]!;
    if (bits === 0) bits = bmp[c] = classify(c);
    return bits;
  }
  const d = text.charCodeAt(i + 1);
  if (!(d >= 0xdc00 && d <= 0xdfff)) return KNOWN;
  const cp = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
  let bits = astral.get(cp);
  if (bits === undefined) {
    bits = classify(cp);
    astral.set(cp, bits);
  }
  return bits;
}

// Code units of the code point at `i`.
function widthAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return 1;
  const d = text.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
}

// ASCII code points classified up front: the common case skips the lookup function.
const ascii = new Uint8Array(0x80);
for (let c = 0; c < 0x80; c++) ascii[c] = classify(c);

// Word-like segments of a match, as [start, end, start, end, …] relative to the match. The
// segmenter is by far the slowest step and a page's phrases recur (menus, the main text again
// inside the body text), so results are kept, up to a bound.
const segmentCache = new Map<string, number[]>();
const SEGMENT_CACHE_LIMIT = 20_000;

function segmentsOf(match: string): number[] {
  let found = segmentCache.get(match);
  if (found === undefined) {
    found = wordRangesOfUnspacedMatch(match);
    if (segmentCache.size >= SEGMENT_CACHE_LIMIT) segmentCache.clear();
    segmentCache.set(match, found);
  }
  return found;
}

// Whether a word character follows the joiner at `i`.
function joinsNext(text: string, i: number, n: number): boolean {
  return i + 1 < n && (classAt(text, i + 1) & WORD) !== 0;
}

// Set by nextMatch: where the match starts and whether it holds a character of an unspaced script.
let matchStart = 0;
let matchUnspaced = false;
// Set by nextMatch too: the match's `wordHash`, computed while it was read.
let matchHash = 0;

/**
 * End of the first match of the word regex at or after `from` (its start in `matchStart`), or -1
 * when there is none.
 */
function nextMatch(text: string, from: number): number {
  // Every read stays inside the text: a read past the end (NaN) would make V8 treat the code units
  // as doubles throughout the loop, several times slower.
  const n = text.length;
  let i = from;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    // ASCII holds no combining mark: a word character there starts a word.
    if (c < 0x80) {
      if ((ascii[c]! & WORD) !== 0) break;
      continue;
    }
    // A word starts with a letter or digit: a combining mark with nothing to combine with (a lone
    // emoji variation selector, a vowel sign after a space) starts none.
    if ((classAt(text, i) & (WORD | MARK)) === WORD) break;
    if (c >= 0xd800 && c <= 0xdbff) i += widthAt(text, i) - 1;
  }
  if (i >= n) return -1;
  matchStart = i;
  let unspaced = 0;
  let hash = FNV_OFFSET;
  // Word characters, ASCII ones without a lookup function; a joiner (' ’ -) continues the word
  // only when a word character follows it. One loop: the word's end is the only branch that tends
  // to be mispredicted.
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((ascii[c]! & WORD) === 0 && !((c === 0x27 || c === 0x2d) && joinsNext(text, i, n))) break;
      hash = Math.imul(hash ^ c, FNV_PRIME);
      i++;
      continue;
    }
    const bits = classAt(text, i);
    if ((bits & WORD) === 0) {
      if (c !== 0x2019 || !joinsNext(text, i, n)) break;
      hash = Math.imul(hash ^ c, FNV_PRIME);
      i++;
      continue;
    }
    unspaced |= bits & UNSPACED;
    hash = Math.imul(hash ^ c, FNV_PRIME);
    i++;
    if (c >= 0xd800 && c <= 0xdbff && widthAt(text, i - 1) === 2) {
      hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
      i++;
    }
  }
  matchUnspaced = unspaced !== 0;
  matchHash = finishWordHash(hash);
  return i;
}

/**
 * Calls `onWord(start, end)` for every word of `text`, in order (`text.slice(start, end)` is the
 * word).
 */
export function scanWords(text: string, onWord: (start: number, end: number) => void): void {
  for (let end = nextMatch(text, 0); end !== -1; end = nextMatch(text, end)) {
    const start = matchStart;
    if (!matchUnspaced) {
      onWord(start, end);
      continue;
    }
    const segments = segmentsOf(text.slice(start, end));
    for (let k = 0; k < segments.length; k += 2) onWord(start + segments[k]!, start + segments[k + 1]!);
  }
}

/** Number of words in `text`, without building them (`countWords()` of `words.ts`). */
export function countWordsFast(text: string): number {
  let count = 0;
  for (let end = nextMatch(text, 0); end !== -1; end = nextMatch(text, end)) {
    count += matchUnspaced ? segmentsOf(text.slice(matchStart, end)).length / 2 : 1;
  }
  return count;
}

/**
 * {@link countWordsFast} of `text` when the words of `part`, made of pieces of it, are already
 * counted (`partWords`): only the rest is scanned. `part` is read as lines (the main text of a
 * page is the body text less its menus, footers and small boxes, so each of its lines is usually a
 * stretch of the body text), and each line is looked for in `text` after the one before.
 *
 * Exact whatever is found where: a line found with whitespace (or an end of `text`) on both
 * sides holds the same words there as alone, since no word holds whitespace; `text` between the
 * lines found is scanned; a line not found (or not so bounded) has its words taken out of the
 * count, and its place in `text` is scanned with the rest.
 */
export function countWordsAround(text: string, part: string, partWords: number): number {
  let count = partWords;
  let scanned = 0; // `text` before here is counted
  for (let lineStart = 0; lineStart < part.length; ) {
    const newline = part.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? part.length : newline;
    const line = part.slice(lineStart, lineEnd);
    lineStart = lineEnd + 1;
    const at = line === "" ? -1 : text.indexOf(line, scanned);
    const end = at + line.length;
    if (
      at === -1 ||
      (at > 0 && !isWhitespace(text.charCodeAt(at - 1))) ||
      (end < text.length && !isWhitespace(text.charCodeAt(end)))
    ) {
      count -= countWordsFast(line);
      continue;
    }
    count += countWordsBetween(text, scanned, at);
    scanned = end;
  }
  return count + countWordsBetween(text, scanned, text.length);
}

// The words of `text` in [from, to), where `from` and `to` are an end of `text` or next to whitespace.
function countWordsBetween(text: string, from: number, to: number): number {
  let count = 0;
  // A word found to start before `to` ends before it.
  for (let stop = nextMatch(text, from); stop !== -1 && matchStart < to; stop = nextMatch(text, stop)) {
    count += matchUnspaced ? segmentsOf(text.slice(matchStart, stop)).length / 2 : 1;
  }
  return count;
}

/** The words of `text` and their start offsets, with ids of the distinct words. */
export interface ScannedWords {
  /** Start offset of each word. */
  starts: Int32Array;
  /** Each word as an index into `distinct`. */
  ids: Int32Array;
  /**
   * The distinct words, in order of first occurrence, so per-word work (normalising, syllables)
   * is done once per distinct word.
   */
  distinct: string[];
  /**
   * Each distinct word's entry in the shared word dictionary, where per-word results are kept
   * across texts; read them through {@link dictionaryEntries}, which knows whether they still hold.
   */
  entries?: number[];
  /** The dictionary generation `entries` belong to. */
  generation?: number;
}

/** The words themselves, in order. */
export function wordsOf(scanned: ScannedWords): string[] {
  return Array.from(scanned.ids, (id) => scanned.distinct[id]!);
}

// Numbers the words of one text from their characters, without slicing them: kept between calls
// and emptied after each. Small, so the lookup per word stays in the processor's cache; the shared
// dictionary is asked once per distinct word.
const wordIds = new OpenAddressTable(2048);

function sameChars(text: string, start: number, end: number, word: string): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) if (text.charCodeAt(start + i) !== word.charCodeAt(i)) return false;
  return true;
}

// Where a scan writes its words' starts and ids, kept between scans and grown as needed; the result
// is copied out at its exact size (arrays grown word by word were most of the scan's garbage).
let startsScratch = new Int32Array(1 << 12);
let idsScratch = new Int32Array(1 << 12);

/** Scans `text` into {@link ScannedWords}. */
export function scanWordList(text: string): ScannedWords {
  let count = 0;
  const distinct: string[] = [];
  const entries: number[] = [];
  const dictionary = WORDS;
  dictionary.beginText();
  const add = (start: number, end: number, hash: number) => {
    let id = wordIds.first(hash);
    while (id !== -1 && !sameChars(text, start, end, distinct[id]!)) id = wordIds.next();
    if (id === -1) {
      id = wordIds.add(hash);
      distinct.push(text.slice(start, end));
      entries.push(dictionary.entryOf(text, start, end, hash));
    }
    if (count === startsScratch.length) {
      startsScratch = grown(startsScratch, 2 * count);
      idsScratch = grown(idsScratch, 2 * count);
    }
    startsScratch[count] = start;
    idsScratch[count] = id;
    count++;
  };
  try {
    for (let end = nextMatch(text, 0); end !== -1; end = nextMatch(text, end)) {
      const start = matchStart;
      if (!matchUnspaced) {
        add(start, end, matchHash);
        continue;
      }
      const segments = segmentsOf(text.slice(start, end));
      for (let k = 0; k < segments.length; k += 2) {
        const from = start + segments[k]!;
        const to = start + segments[k + 1]!;
        add(from, to, wordHash(text, from, to));
      }
    }
  } finally {
    wordIds.clear();
  }
  return {
    starts: startsScratch.slice(0, count),
    ids: idsScratch.slice(0, count),
    distinct,
    entries,
    generation: dictionary.generation,
  };
}

/**
 * The dictionary entries of the distinct words of `scanned` (`word-dictionary.ts`), or null when
 * the dictionary has been emptied since the scan: the entries then name other words or none.
 */
export function dictionaryEntries(scanned: ScannedWords): readonly number[] | null {
  return scanned.entries !== undefined && scanned.generation === WORDS.generation ? scanned.entries : null;
}

/** The normalised words of a text, each once, and which of them each distinct word of the text is. */
export interface NormalisedVocabulary {
  /** `normalizeWord` of the distinct words, each normal form once, in order of first occurrence. */
  vocabulary: string[];
  /** Per distinct word of the text: the index of its normal form in `vocabulary`. */
  normalIds: Int32Array;
}

// Per dictionary entry: the text the entry's normal form was last listed for, and where.
let listedFor = new Int32Array(0);
let listedAt = new Int32Array(0);
let listing = 0;

/**
 * The normal forms (`normalizeWord`, kept in the word dictionary between texts) of the distinct
 * words of `scanned`, grouped: "The" and "the" are one. Grouped by dictionary entry, with array
 * reads, when the entries still hold; by string otherwise.
 */
export function normalisedVocabulary(scanned: ScannedWords): NormalisedVocabulary {
  const { distinct } = scanned;
  const entries = dictionaryEntries(scanned);
  if (entries === null) {
    const { ids, vocabulary } = idsOf(distinct.map(normalizeWord));
    return { vocabulary, normalIds: ids };
  }
  const vocabulary: string[] = [];
  const normalIds = new Int32Array(distinct.length);
  listing++;
  for (let d = 0; d < distinct.length; d++) {
    const entry = entries[d]!;
    const normal = WORDS.normalEntry(entry, distinct[d]!);
    if (normal >= listedFor.length) {
      const size = Math.max(2 * listedFor.length, WORDS.size, 1024);
      listedFor = grown(listedFor, size);
      listedAt = grown(listedAt, size);
    }
    if (listedFor[normal] !== listing) {
      listedFor[normal] = listing;
      listedAt[normal] = vocabulary.length;
      vocabulary.push(WORDS.normalised(entry, distinct[d]!));
    }
    normalIds[d] = listedAt[normal]!;
  }
  return { vocabulary, normalIds };
}

/** The words of `text`, for short texts (no offsets, no ids): `words()` of `words.ts`. */
export function scanWordStrings(text: string): string[] {
  const words: string[] = [];
  for (let end = nextMatch(text, 0); end !== -1; end = nextMatch(text, end)) {
    const start = matchStart;
    if (!matchUnspaced) {
      words.push(text.slice(start, end));
      continue;
    }
    const segments = segmentsOf(text.slice(start, end));
    for (let k = 0; k < segments.length; k += 2)
      words.push(text.slice(start + segments[k]!, start + segments[k + 1]!));
  }
  return words;
}
