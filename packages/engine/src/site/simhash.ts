/**
 * Near-duplicate fingerprints: a 64-bit SimHash (Charikar 2002) of a page's main text.
 *
 * Words come from the engine's tokenizer (`text/words`) and are normalised with `normalizeWord`
 * (case, Unicode forms, apostrophes), so markup, punctuation and letter case do not change the
 * fingerprint. Features are overlapping 3-word shingles, each weighted 1 (a repeated shingle
 * counts each time); a text of fewer than 3 words is one shingle of all its words; no words at
 * all is the fingerprint 0.
 *
 * Each shingle is hashed with FNV-1a 64 (over UTF-16 code units, which for ASCII is the standard
 * byte-wise FNV-1a) computed in two 32-bit halves, then mixed with murmur3's fmix32 across both
 * halves: FNV alone carries a change only towards higher bits, and SimHash needs every bit to
 * depend on the whole shingle.
 *
 * The fingerprint is an unsigned 64-bit `bigint` (0 … 2^64 − 1): one value to store and compare.
 * A signed 64-bit database column takes `BigInt.asIntN(64, f)`; `BigInt.asUintN(64, v)` reads it
 * back. `similarity(a, b)` = 1 − hamming(a, b) / 64: 1 for the same text; about 0.5 for unrelated
 * texts; a one-word edit in a long text stays above 0.9.
 */
import { normalizeWord, words } from "../text";

const SHINGLE_WORDS = 3;

/** The SimHash fingerprint of `text` (see the file comment). */
export function simhash(text: string): bigint {
  return simhashOfWords(words(text).map(normalizeWord));
}

/**
 * The SimHash fingerprint of a text given as its words, tokenised and normalised as {@link simhash}
 * does (`words`, then `normalizeWord`): the main text's words the page analysis has already
 * (`mainWords`), so a crawl does not tokenise every page's main text twice.
 */
export function simhashOfWords(tokens: readonly string[]): bigint {
  if (tokens.length === 0) return 0n;
  // Each bit's votes for 1; it is set when they are more than half (Charikar's sum of ±1 above 0),
  // which counts without a branch per bit.
  const ones = new Int32Array(64);
  let shingles = 0;
  const addShingle = (from: number, to: number): void => {
    mixedHashOfWords(tokens, from, to);
    const lo = hashLo;
    const hi = hashHi;
    for (let bit = 0; bit < 32; bit++) {
      ones[bit]! += (lo >>> bit) & 1;
      ones[32 + bit]! += (hi >>> bit) & 1;
    }
    shingles++;
  };
  if (tokens.length < SHINGLE_WORDS) addShingle(0, tokens.length);
  for (let i = 0; i + SHINGLE_WORDS <= tokens.length; i++) addShingle(i, i + SHINGLE_WORDS);
  let hi = 0;
  let lo = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (2 * ones[bit]! > shingles) lo |= 1 << bit;
    if (2 * ones[32 + bit]! > shingles) hi |= 1 << bit;
  }
  return (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
}

/** Differing bits between two fingerprints (0 … 64). */
export function hammingDistance(a: bigint, b: bigint): number {
  const x = BigInt.asUintN(64, a ^ b);
  return popcount32(Number(x & 0xffffffffn)) + popcount32(Number(x >> 32n));
}

/** 1 − hamming / 64: 1 for equal fingerprints, 0 for complementary ones. */
export function similarity(a: bigint, b: bigint): number {
  return 1 - hammingDistance(a, b) / 64;
}

// The last hash computed, as two unsigned 32-bit halves: returned through these rather than a new
// array per shingle (a long page has tens of thousands).
let hashHi = 0;
let hashLo = 0;

/** Feeds `text`'s UTF-16 code units into the FNV-1a 64 state held in hashHi/hashLo. */
function fnv1a64Feed(text: string): void {
  // Prime 0x100000001b3 = 2^40 + 0x1b3: (hi·2^32 + lo)·(2^40 + 0x1b3) mod 2^64, in 32-bit integer
  // arithmetic (lo·0x1b3 < 2^41, its carry taken from 16-bit halves).
  let hi = hashHi;
  let lo = hashLo;
  for (let i = 0; i < text.length; i++) {
    lo = (lo ^ text.charCodeAt(i)) >>> 0;
    const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
    hi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) >>> 0;
    lo = Math.imul(lo, 0x1b3) >>> 0;
  }
  hashHi = hi;
  hashLo = lo;
}

function fnv1a64Start(): void {
  // Offset basis 0xcbf29ce484222325.
  hashHi = 0xcbf29ce4;
  hashLo = 0x84222325;
}

/** FNV-1a 64 of `text` (exported for known-answer tests). */
export function fnv1a64(text: string): bigint {
  fnv1a64Start();
  fnv1a64Feed(text);
  return (BigInt(hashHi) << 32n) | BigInt(hashLo);
}

/**
 * The mixed hash of `tokens[from…to)` joined by single spaces, into hashHi/hashLo: the same value
 * as hashing the joined string, without building it.
 */
function mixedHashOfWords(tokens: readonly string[], from: number, to: number): void {
  fnv1a64Start();
  for (let k = from; k < to; k++) {
    if (k > from) fnv1a64Feed(" ");
    fnv1a64Feed(tokens[k]!);
  }
  const low = fmix32(hashLo ^ Math.imul(hashHi, 0x9e3779b1));
  hashHi = fmix32(hashHi ^ Math.imul(low, 0x85ebca6b));
  hashLo = low;
}

// murmur3's 32-bit finaliser: every output bit depends on every input bit.
function fmix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
