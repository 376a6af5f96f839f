/**
 * A bounded cache from words to non-negative integers, for per-word results on hot paths (the
 * syllable count of every distinct word of every analysed page).
 *
 * Why not a `Map`: with tens of thousands of words cached, a `Map` lookup walks a bucket chain
 * whose every entry points to a key string elsewhere in the heap, and each of those reads misses
 * the CPU cache. Here the full hash of each slot sits in a typed array, so a probe compares numbers
 * and only a hash match reads the stored string (`===` then decides, so a hash collision can
 * never return another word's value).
 *
 * When `limit` words are held the cache is emptied, as the `Map` it replaces was: results do not
 * depend on what is cached, only the speed does.
 *
 * Browser-safe: no Node built-ins.
 */
export class WordNumberCache {
  readonly #limit: number;
  readonly #mask: number;
  readonly #hashes: Int32Array;
  /** The stored value + 1; 0 marks an empty slot. */
  readonly #values: Int32Array;
  readonly #keys: (string | undefined)[];
  #size = 0;

  constructor(limit: number) {
    this.#limit = limit;
    let capacity = 16;
    while (capacity < limit * 2) capacity *= 2; // at most half full: short probe runs
    this.#mask = capacity - 1;
    this.#hashes = new Int32Array(capacity);
    this.#values = new Int32Array(capacity);
    this.#keys = new Array<string | undefined>(capacity).fill(undefined);
  }

  /** Number of words held. */
  get size(): number {
    return this.#size;
  }

  /** The value of `word`, or -1 when it is not cached. */
  get(word: string): number {
    const hash = hashOf(word);
    const mask = this.#mask;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const stored = this.#values[slot]!;
      if (stored === 0) return -1;
      if (this.#hashes[slot] === hash && this.#keys[slot] === word) return stored - 1;
    }
  }

  /** Caches `value` (≥ 0) for `word`, which must not be cached yet. */
  set(word: string, value: number): void {
    if (this.#size >= this.#limit) this.clear();
    const hash = hashOf(word);
    const mask = this.#mask;
    let slot = hash & mask;
    while (this.#values[slot] !== 0) slot = (slot + 1) & mask;
    this.#hashes[slot] = hash;
    this.#values[slot] = value + 1;
    this.#keys[slot] = word;
    this.#size++;
  }

  /** Forgets every word. */
  clear(): void {
    this.#values.fill(0);
    this.#keys.fill(undefined);
    this.#size = 0;
  }
}

// FNV-1a over the UTF-16 code units, with a final mix so that the low bits (the slot) depend on every unit.
function hashOf(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  hash ^= hash >>> 15;
  return Math.imul(hash, 0x2c1b3c6d) ^ (hash >>> 12);
}
