/**
 * A bounded cache from words to non-negative integers, for per-word results on hot paths (the
 * syllable count of every distinct word of every analysed page).
 *
 * Why not a `Map`: with tens of thousands of words cached, a lookup is bound by memory latency,
 * and a `Map` touches a bucket, an entry and a key string elsewhere in the heap (which, sliced
 * from a page's text, also keeps that whole text alive). Here the table (open-address-table.ts)
 * and each word's value, length and offset are typed arrays and the characters of all words sit in
 * another, so a lookup reads few places. An entry matches only when the characters themselves are
 * equal, so a hash collision can never return another word's value.
 *
 * When `limit` words are held, or their characters fill the character store, the cache is emptied,
 * as the `Map` it replaces was: results do not depend on what is cached, only the speed does.
 * Words longer than {@link MAX_CACHED_LENGTH} are not cached.
 *
 * Browser-safe: no Node built-ins.
 */

import { OpenAddressTable } from "./open-address-table";

/** Longer words are rare and cheap to recount relative to their length; they are not kept. */
export const MAX_CACHED_LENGTH = 64;

export class WordNumberCache {
  readonly #limit: number;
  readonly #table: OpenAddressTable;
  // Per entry: value, offset of the characters in `#chars`, length.
  readonly #values: Int32Array;
  readonly #offsets: Int32Array;
  readonly #lengths: Int32Array;
  readonly #charLimit: number;
  #chars: Uint16Array;
  #charsUsed = 0;

  constructor(limit: number) {
    this.#limit = limit;
    this.#table = new OpenAddressTable(limit);
    this.#values = new Int32Array(limit);
    this.#offsets = new Int32Array(limit);
    this.#lengths = new Int32Array(limit);
    this.#charLimit = limit * 16;
    this.#chars = new Uint16Array(Math.min(this.#charLimit, 1 << 16));
  }

  /** Number of words held. */
  get size(): number {
    return this.#table.size;
  }

  /** The value of `word`, or -1 when it is not cached. */
  get(word: string): number {
    const table = this.#table;
    for (let entry = table.first(hashOf(word)); entry !== -1; entry = table.next()) {
      if (this.#lengths[entry] === word.length && this.#holds(this.#offsets[entry]!, word)) {
        return this.#values[entry]!;
      }
    }
    return -1;
  }

  /** Caches `value` (≥ 0) for `word`, which must not be cached yet. */
  set(word: string, value: number): void {
    const length = word.length;
    if (length > MAX_CACHED_LENGTH) return;
    if (this.#table.size >= this.#limit) this.clear();
    if (this.#charsUsed + length > this.#chars.length && !this.#growChars(this.#charsUsed + length))
      this.clear();
    const offset = this.#charsUsed;
    for (let i = 0; i < length; i++) this.#chars[offset + i] = word.charCodeAt(i);
    this.#charsUsed += length;
    // Find where the probe run for the word ends (it is not cached, so no entry matches).
    const hash = hashOf(word);
    const table = this.#table;
    let entry = table.first(hash);
    while (entry !== -1) entry = table.next();
    entry = table.add(hash);
    this.#values[entry] = value;
    this.#offsets[entry] = offset;
    this.#lengths[entry] = length;
  }

  /** Forgets every word. */
  clear(): void {
    this.#table.clear();
    this.#charsUsed = 0;
  }

  // Whether the characters stored at `offset` are those of `word` (lengths already equal).
  #holds(offset: number, word: string): boolean {
    const chars = this.#chars;
    for (let i = 0; i < word.length; i++) if (chars[offset + i] !== word.charCodeAt(i)) return false;
    return true;
  }

  // Makes room for `needed` characters; false when that would pass the bound.
  #growChars(needed: number): boolean {
    if (needed > this.#charLimit) return false;
    let length = this.#chars.length;
    while (length < needed) length *= 2;
    const grown = new Uint16Array(Math.min(length, this.#charLimit));
    grown.set(this.#chars.subarray(0, this.#charsUsed));
    this.#chars = grown;
    return true;
  }
}

// FNV-1a over the UTF-16 code units, with a final mix so that the low bits (the slot) depend on every unit.
function hashOf(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  hash ^= hash >>> 15;
  return Math.imul(hash, 0x2c1b3c6d) ^ (hash >>> 12);
}
