/**
 * The words of every scanned text, numbered across texts, with what is worked out once per word
 * and wanted again on every page that uses it: its normalised form (`normalizeWord`) and its
 * syllable count (readability.ts keeps it here). `scanWordList` finds each word here by the hash it took while
 * reading it, so these per-word results cost an array read, not a string hash, a map lookup and
 * a string operation per distinct word per page: a page's few thousand distinct words are mostly
 * words of every other page ("the", "search", "readers").
 *
 * Entries are numbers 0, 1, 2, … in order of addition; the characters of all words sit in one
 * typed array, so finding a word reads no string. When more than {@link DICTIONARY_LIMIT} words are
 * held, the next text starts from an empty dictionary and {@link WordDictionary.generation} changes:
 * entry numbers kept from before then mean nothing (`ScannedWords` carries the generation its
 * entries belong to). Results never depend on what is held, only the speed does.
 *
 * Browser-safe: no Node built-ins.
 */

import { normalizeWord } from "./normalize-word";

/** Words held before the dictionary is emptied (the 60 corpus pages' main texts hold 26,000 distinct words). */
export const DICTIONARY_LIMIT = 100_000;

/**
 * A word cut from a page's text may share that whole text's memory (V8 keeps a slice of 13 or more
 * characters as a view into its source), so the normalised forms of longer words are not kept
 * across pages: they would hold on to every page they came from.
 */
const MAX_KEPT_NORMAL_LENGTH = 12;

const NO_ENTRY = -1;

/** What {@link WordDictionary.syllables} answers for a word not counted yet. */
export const UNCOUNTED = -2;

export class WordDictionary {
  readonly #limit: number;
  // Open addressing, linear probing, at most half full: per slot its hash and entry + 1 side by side
  // (0 = empty), so a probe reads one place; per entry its characters' offset in `#chars` and their
  // number, side by side too. A lookup is bound by memory latency: fewer places, fewer waits.
  #slots = new Int32Array(0);
  #mask = 0;
  #places = new Int32Array(0);
  #chars = new Uint16Array(0);
  #charsUsed = 0;
  #size = 0;
  // Per entry: normalised form (null until asked for), syllables by the English rules and by the others.
  #normal: (string | null)[] = [];
  // Per entry: the entry of its normalised form, or NO_ENTRY until asked for.
  #normalEntry = new Int32Array(0);
  #syllablesEnglish = new Int32Array(0);
  #syllablesOther = new Int32Array(0);
  #generation = 0;

  /** A dictionary emptied when it holds more than `limit` words. */
  constructor(limit = DICTIONARY_LIMIT) {
    this.#limit = limit;
    this.#allocate();
  }

  // The arrays at their starting sizes (they double as words are added).
  #allocate(): void {
    this.#slots = new Int32Array(2 << 15);
    this.#mask = (1 << 15) - 1;
    this.#places = new Int32Array(2 << 14);
    this.#chars = new Uint16Array(1 << 17);
    this.#syllablesEnglish = new Int32Array(1 << 14);
    this.#syllablesOther = new Int32Array(1 << 14);
    this.#normalEntry = new Int32Array(1 << 14);
  }

  /** Changes whenever the dictionary is emptied. */
  get generation(): number {
    return this.#generation;
  }

  /** Number of words held. */
  get size(): number {
    return this.#size;
  }

  /**
   * Called before the words of a new text are looked up: empties the dictionary when it holds more
   * words than its limit (never while a text is being read, whose entries must hold).
   */
  beginText(): void {
    if (this.#size > this.#limit) this.#clear();
  }

  /** The entry of the word `text.slice(start, end)`, whose {@link wordHash} is `hash`; added when new. */
  entryOf(text: string, start: number, end: number, hash: number): number {
    const slots = this.#slots;
    const mask = this.#mask;
    const length = end - start;
    let slot = hash & mask;
    for (;;) {
      const stored = slots[2 * slot + 1]!;
      if (stored === 0) break;
      if (slots[2 * slot] === hash && this.#holds(stored - 1, text, start, length)) return stored - 1;
      slot = (slot + 1) & mask;
    }
    const entry = this.#size++;
    slots[2 * slot] = hash;
    slots[2 * slot + 1] = entry + 1;
    if (2 * entry === this.#places.length) this.#growEntries();
    if (this.#charsUsed + length > this.#chars.length) {
      const chars = new Uint16Array(Math.max(this.#chars.length * 2, this.#charsUsed + length));
      chars.set(this.#chars.subarray(0, this.#charsUsed));
      this.#chars = chars;
    }
    const offset = this.#charsUsed;
    const chars = this.#chars;
    for (let i = 0; i < length; i++) chars[offset + i] = text.charCodeAt(start + i);
    this.#charsUsed += length;
    this.#places[2 * entry] = offset;
    this.#places[2 * entry + 1] = length;
    this.#normal[entry] = null;
    this.#normalEntry[entry] = NO_ENTRY;
    this.#syllablesEnglish[entry] = UNCOUNTED;
    this.#syllablesOther[entry] = UNCOUNTED;
    if (2 * this.#size > mask) this.#growSlots();
    return entry;
  }

  /** `normalizeWord(word)`, where `word` is the word of `entry`. */
  normalised(entry: number, word: string): string {
    let normal = this.#normal[entry];
    if (normal === null || normal === undefined) {
      normal = normalizeWord(word);
      if (normal.length <= MAX_KEPT_NORMAL_LENGTH) this.#normal[entry] = normal;
    }
    return normal;
  }

  /**
   * The entry of `normalizeWord(word)`, where `word` is the word of `entry`: the entry itself when
   * the word is its own normal form. Words that normalise alike ("The", "the") share it, so a text's
   * words are grouped by normal form with array reads instead of a map of strings.
   */
  normalEntry(entry: number, word: string): number {
    let found = this.#normalEntry[entry]!;
    if (found === NO_ENTRY) {
      const normal = this.normalised(entry, word);
      found =
        normal === word ? entry : this.entryOf(normal, 0, normal.length, wordHash(normal, 0, normal.length));
      this.#normalEntry[entry] = found;
    }
    return found;
  }

  /**
   * The syllable count kept for `entry` by the English rules or the others (readability's, which
   * also marks numbers), or {@link UNCOUNTED}.
   */
  syllables(entry: number, english: boolean): number {
    return (english ? this.#syllablesEnglish : this.#syllablesOther)[entry]!;
  }

  /** Keeps the syllable count of `entry` (≥ -1) by the English rules or the others. */
  setSyllables(entry: number, english: boolean, count: number): void {
    (english ? this.#syllablesEnglish : this.#syllablesOther)[entry] = count;
  }

  // Whether the characters of `entry` are `text.slice(start, start + length)`.
  #holds(entry: number, text: string, start: number, length: number): boolean {
    if (this.#places[2 * entry + 1] !== length) return false;
    const chars = this.#chars;
    const offset = this.#places[2 * entry]!;
    for (let i = 0; i < length; i++) if (chars[offset + i] !== text.charCodeAt(start + i)) return false;
    return true;
  }

  #growEntries(): void {
    const size = this.#syllablesEnglish.length * 2;
    this.#places = grown(this.#places, 2 * size);
    this.#syllablesEnglish = grown(this.#syllablesEnglish, size);
    this.#syllablesOther = grown(this.#syllablesOther, size);
    this.#normalEntry = grown(this.#normalEntry, size);
  }

  // Doubles the slots and puts every entry back by its hash.
  #growSlots(): void {
    const old = this.#slots;
    const slots = new Int32Array(old.length * 2);
    const mask = slots.length / 2 - 1;
    for (let s = 0; s < old.length; s += 2) {
      if (old[s + 1] === 0) continue;
      let slot = old[s]! & mask;
      while (slots[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = old[s]!;
      slots[2 * slot + 1] = old[s + 1]!;
    }
    this.#slots = slots;
    this.#mask = mask;
  }

  #clear(): void {
    // One text with far more distinct words than the limit (a page of random tokens) grew the
    // arrays past what the limit needs: they start small again rather than stay that big.
    if (this.#size > 4 * this.#limit) this.#allocate();
    else this.#slots.fill(0);
    this.#size = 0;
    this.#charsUsed = 0;
    this.#normal = [];
    this.#generation++;
  }
}

/** `array` copied into a larger one of `size`, the rest zero. */
export function grown(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(size);
  bigger.set(array);
  return bigger;
}

/** The hash `WordDictionary.entryOf` expects: FNV-1a over the UTF-16 code units, mixed. */
export function wordHash(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return finishWordHash(hash);
}

export const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;

/** The last step of {@link wordHash}, for a caller that ran its loop itself (the scanner, while reading the word). */
export function finishWordHash(hash: number): number {
  return hash ^ (hash >>> 15);
}

/** The dictionary every scan shares. */
export const WORDS = new WordDictionary();
