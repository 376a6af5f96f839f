/**
 * A bounded cache from words to non-negative integers, for per-word results on hot paths (the
 * syllable count of every distinct word of every analysed page).
 *
 * Why not a `Map`: with tens of thousands of words cached, a lookup is bound by memory latency,
 * and a `Map` touches a bucket, an entry and a key string elsewhere in the heap (which, sliced
 * from a page's text, also keeps that whole text alive). Here a slot's hash, value, length and the
 * offset of its characters sit together in one typed array and the characters of all words in
 * another, so a lookup reads two places. A slot matches only when the characters themselves are
 * equal, so a hash collision can never return another word's value.
 *
 * When `limit` words are held, or their characters fill the character store, the cache is emptied,
 * as the `Map` it replaces was: results do not depend on what is cached, only the speed does.
 * Words longer than {@link MAX_CACHED_LENGTH} are not cached.
 *
 * Browser-safe: no Node built-ins.
 */

/** Longer words are rare and cheap to recount relative to their length; they are not kept. */
export const MAX_CACHED_LENGTH = 64;

// Slot layout in `#slots`: hash, value + 1 (0 = empty), offset of the characters, length.
const FIELDS = 4;

export class WordNumberCache {
  readonly #limit: number;
  readonly #mask: number;
  readonly #slots: Int32Array;
  readonly #charLimit: number;
  #chars: Uint16Array;
  #charsUsed = 0;
  #size = 0;

  constructor(limit: number) {
    this.#limit = limit;
    let capacity = 16;
    while (capacity < limit * 2) capacity *= 2; // at most half full: short probe runs
    this.#mask = capacity - 1;
    this.#slots = new Int32Array(capacity * FIELDS);
    this.#charLimit = limit * 16;
    this.#chars = new Uint16Array(Math.min(this.#charLimit, 1 << 16));
  }

  /** Number of words held. */
  get size(): number {
    return this.#size;
  }

  /** The value of `word`, or -1 when it is not cached. */
  get(word: string): number {
    const hash = hashOf(word);
    const mask = this.#mask;
    const slots = this.#slots;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const at = slot * FIELDS;
      const stored = slots[at + 1]!;
      if (stored === 0) return -1;
      if (slots[at] === hash && slots[at + 3] === word.length && this.#holds(slots[at + 2]!, word)) {
        return stored - 1;
      }
    }
  }

  /** Caches `value` (≥ 0) for `word`, which must not be cached yet. */
  set(word: string, value: number): void {
    const length = word.length;
    if (length > MAX_CACHED_LENGTH) return;
    if (this.#size >= this.#limit) this.clear();
    if (this.#charsUsed + length > this.#chars.length && !this.#growChars(this.#charsUsed + length))
      this.clear();
    const offset = this.#charsUsed;
    for (let i = 0; i < length; i++) this.#chars[offset + i] = word.charCodeAt(i);
    this.#charsUsed += length;
    const hash = hashOf(word);
    const mask = this.#mask;
    let slot = hash & mask;
    while (this.#slots[slot * FIELDS + 1] !== 0) slot = (slot + 1) & mask;
    const at = slot * FIELDS;
    this.#slots[at] = hash;
    this.#slots[at + 1] = value + 1;
    this.#slots[at + 2] = offset;
    this.#slots[at + 3] = length;
    this.#size++;
  }

  /** Forgets every word. */
  clear(): void {
    this.#slots.fill(0);
    this.#charsUsed = 0;
    this.#size = 0;
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
