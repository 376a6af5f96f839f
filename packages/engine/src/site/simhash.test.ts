import { describe, expect, it } from "vitest";
import { normalizeWord, words } from "../text";
import { fnv1a64, hammingDistance, simhash, simhashOfWords, similarity } from "./simhash";

// A deterministic "article" of `count` words drawn from a vocabulary (xorshift PRNG, fixed seed).
function article(seed: number, count: number): string {
  const vocabulary = (
    "the a of and to in is for on with as by at from that this it be are was or an not have has " +
    "search engine page site content link title description crawl index rank keyword audit report " +
    "user visitor mobile speed image text heading canonical redirect sitemap robots server cache " +
    "garden recipe travel river mountain music history science market energy health school city " +
    "quick brown fox jumps over lazy dog bright morning coffee window paper story river bridge"
  ).split(" ");
  let state = seed >>> 0 || 1;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out.push(vocabulary[state % vocabulary.length]!);
    if (i % 12 === 11) out.push(".");
  }
  return out.join(" ");
}

describe("fnv1a64", () => {
  it.each([
    ["", 0xcbf29ce484222325n],
    ["a", 0xaf63dc4c8601ec8cn],
    ["foobar", 0x85944171f73967e8n],
  ])("%j → known FNV-1a 64 value", (text, expected) => {
    expect(fnv1a64(text)).toBe(expected);
  });
});

describe("simhash", () => {
  const long = article(42, 1_500);

  it("is an unsigned 64-bit value, the same for the same text", () => {
    const f = simhash(long);
    expect(f).toBe(simhash(long));
    expect(f >= 0n && f < 1n << 64n).toBe(true);
    expect(similarity(f, simhash(long))).toBe(1);
  });

  it("ignores case, punctuation and spacing (the words are what count)", () => {
    expect(simhash("The Quick, brown  fox!\nJumps over the lazy dog.")).toBe(
      simhash("the quick brown fox jumps over the lazy dog"),
    );
  });

  it("a one-word change in a long text keeps similarity ≥ 0.9", () => {
    const tokens = long.split(" ");
    tokens[700] = "zebra";
    const edited = tokens.join(" ");
    expect(edited).not.toBe(long);
    expect(similarity(simhash(long), simhash(edited))).toBeGreaterThanOrEqual(0.9);
  });

  it("unrelated texts are below 0.7", () => {
    const others = [article(7, 1_500), article(99, 800), article(12345, 3_000)];
    for (const other of others) {
      expect(similarity(simhash(long), simhash(other))).toBeLessThan(0.7);
    }
  });

  it("word order matters (shingles, not a bag of words)", () => {
    const shuffled = long.split(" ").reverse().join(" ");
    expect(similarity(simhash(long), simhash(shuffled))).toBeLessThan(0.7);
  });

  it("a page sharing half its text sits between a near-duplicate and an unrelated page", () => {
    const half = article(42, 750);
    const mixed = `${half} ${article(7, 750)}`;
    const score = similarity(simhash(long), simhash(mixed));
    expect(score).toBeGreaterThan(similarity(simhash(long), simhash(article(7, 1_500))));
    expect(score).toBeLessThan(0.95);
  });

  it("short texts still get a fingerprint; no words give 0", () => {
    expect(simhash("")).toBe(0n);
    expect(simhash("  ... !! ")).toBe(0n);
    expect(simhash("hello")).not.toBe(0n);
    expect(simhash("hello world")).not.toBe(simhash("hello"));
  });

  it("is the same from a text's normalised words as from the text (the crawl passes the analysis's words)", () => {
    const text = `${article(3, 400)} L'Été « déjà-vu » DON’T Ｆｕｌｌ ﬁne 123,45`;
    expect(simhashOfWords(words(text).map(normalizeWord))).toBe(simhash(text));
    expect(simhashOfWords(["hello"])).toBe(simhash("Hello!"));
    expect(simhashOfWords([])).toBe(0n);
  });
});

describe("hammingDistance and similarity", () => {
  it("count differing bits in both halves", () => {
    const all = (1n << 64n) - 1n;
    expect(hammingDistance(0n, all)).toBe(64);
    expect(similarity(0n, all)).toBe(0);
    expect(hammingDistance(0n, 1n)).toBe(1);
    expect(hammingDistance(0n, 1n << 63n)).toBe(1);
    expect(hammingDistance(0b1011n, 0b0110n)).toBe(3);
    expect(hammingDistance(0xf0000000_0000000fn, 0x0n)).toBe(8);
    expect(similarity(0xffn, 0x0n)).toBe(1 - 8 / 64);
  });
});
