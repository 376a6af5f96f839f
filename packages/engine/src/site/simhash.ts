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
const TWO_32 = 4_294_967_296;

/** The SimHash fingerprint of `text` (see the file comment). */
export function simhash(text: string): bigint {
  const tokens = words(text).map(normalizeWord);
  if (tokens.length === 0) return 0n;
  const counts = new Int32Array(64);
  const addShingle = (shingle: string): void => {
    const [hi, lo] = mixedHash(shingle);
    for (let bit = 0; bit < 32; bit++) {
      counts[bit] += (lo >>> bit) & 1 ? 1 : -1;
      counts[32 + bit] += (hi >>> bit) & 1 ? 1 : -1;
    }
  };
  if (tokens.length < SHINGLE_WORDS) addShingle(tokens.join(" "));
  for (let i = 0; i + SHINGLE_WORDS <= tokens.length; i++) {
    addShingle(tokens.slice(i, i + SHINGLE_WORDS).join(" "));
  }
  let hi = 0;
  let lo = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (counts[bit]! > 0) lo |= 1 << bit;
    if (counts[32 + bit]! > 0) hi |= 1 << bit;
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

/** FNV-1a 64 of `text`'s UTF-16 code units, as [high, low] unsigned 32-bit halves. */
function fnv1a64Halves(text: string): [number, number] {
  // Offset basis 0xcbf29ce484222325; prime 0x100000001b3 = 2^40 + 0x1b3.
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    lo = (lo ^ text.charCodeAt(i)) >>> 0;
    // (hi·2^32 + lo)·(2^40 + 0x1b3) mod 2^64, with every product below 2^53 (exact in a double).
    const loProduct = lo * 0x1b3;
    const carry = Math.floor(loProduct / TWO_32);
    const newLo = loProduct >>> 0;
    hi = (hi * 0x1b3 + carry + ((lo << 8) >>> 0)) >>> 0;
    lo = newLo;
  }
  return [hi, lo];
}

/** FNV-1a 64 of `text` (exported for known-answer tests). */
export function fnv1a64(text: string): bigint {
  const [hi, lo] = fnv1a64Halves(text);
  return (BigInt(hi) << 32n) | BigInt(lo);
}

function mixedHash(text: string): [number, number] {
  const [hi, lo] = fnv1a64Halves(text);
  const low = fmix32(lo ^ Math.imul(hi, 0x9e3779b1));
  const high = fmix32(hi ^ Math.imul(low, 0x85ebca6b));
  return [high, low];
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
