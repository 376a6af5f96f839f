import { describe, expect, it } from "vitest";
import { countNgrams, countRepeatedNgrams } from "./ngrams";
import { stopWordsFor } from "./stop-words";

describe("countNgrams", () => {
  it("keeps n-grams that neither start nor end with a stop word", () => {
    const words = "the return of the king and the king".split(" ");
    const counts = countNgrams(words, stopWordsFor("en"));
    expect(counts.get("king")?.count).toBe(2);
    expect(counts.has("return of the")).toBe(false);
    expect(counts.has("the king")).toBe(false);
    expect(counts.has("king and the")).toBe(false);
    expect(counts.get("return")?.count).toBe(1);
  });

  it("allows stop words inside a trigram and skips bare numbers", () => {
    const counts = countNgrams("salt and pepper 2026".split(" "), stopWordsFor("en"));
    expect(counts.get("salt and pepper")?.size).toBe(3);
    expect(counts.has("2026")).toBe(false);
  });
});

// The definition: string keys built per occurrence (what the id-keyed count must equal, order included).
function byText(words: string[], stopWords: ReadonlySet<string>, maxSize = 3, breaks?: ReadonlySet<number>) {
  const counts = new Map<string, { text: string; size: number; count: number }>();
  const content = (w: string) =>
    !stopWords.has(w) && !(w.length === 1 && w.charCodeAt(0) < 0x250) && !/^\d+$/.test(w);
  for (let i = 0; i < words.length; i++) {
    if (!content(words[i]!)) continue;
    for (let size = 1; size <= maxSize && i + size - 1 < words.length; size++) {
      if (size > 1 && breaks?.has(i + size - 1)) break;
      const text = words.slice(i, i + size).join(" ");
      if (!content(words[i + size - 1]!)) continue;
      const entry = counts.get(text);
      if (entry) entry.count++;
      else counts.set(text, { text, size, count: 1 });
    }
  }
  return counts;
}

describe("countNgrams by word ids", () => {
  it("gives the entries, counts and order of string keys", () => {
    const vocabulary = ["seo", "tools", "the", "of", "best", "2026", "x", "guide", "a b", "a", "b"];
    let s = 7;
    const words = Array.from({ length: 3000 }, () => {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      return vocabulary[s % vocabulary.length]!;
    });
    const stop = stopWordsFor("en");
    expect([...countNgrams(words, stop).entries()]).toEqual([...byText(words, stop).entries()]);
    // Given as ids (in any numbering), the same entries.
    const distinctWords = [...new Set(words)].reverse();
    const ids = words.map((w) => distinctWords.indexOf(w));
    const repeated = [...byText(words, stop).entries()].filter(([, c]) => c.count >= 2);
    expect([
      ...countRepeatedNgrams(words, stop, 2, 3, undefined, { ids, vocabulary: distinctWords }).entries(),
    ]).toEqual(repeated);
  });
});

describe("countRepeatedNgrams", () => {
  it("gives the entries, counts and order of string keys for any size, minimum and breaks", () => {
    const vocabulary = ["seo", "tools", "the", "of", "best", "2026", "x", "guide", "audit", "and"];
    let s = 11;
    const next = () => {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      return s;
    };
    const words = Array.from({ length: 2000 }, () => vocabulary[next() % vocabulary.length]!);
    const breaks = new Set(Array.from({ length: 200 }, () => next() % words.length));
    const stop = stopWordsFor("en");
    const distinctWords = [...new Set(words)].reverse();
    const ids = words.map((w) => distinctWords.indexOf(w));
    for (const maxSize of [0, 1, 2, 3, 4]) {
      for (const minCount of [1, 2, 5]) {
        for (const cut of [undefined, breaks]) {
          const expected = [...byText(words, stop, maxSize, cut).entries()].filter(
            ([, c]) => c.count >= minCount,
          );
          expect([...countRepeatedNgrams(words, stop, minCount, maxSize, cut).entries()]).toEqual(expected);
          expect([
            ...countRepeatedNgrams(words, stop, minCount, maxSize, cut, {
              ids,
              vocabulary: distinctWords,
            }).entries(),
          ]).toEqual(expected);
        }
      }
    }
  });

  it("gives the same when most words are rare (n-grams holding a word seen fewer than minCount times are skipped)", () => {
    // Word k drawn with weight 1/(k+1) from 400 words: a few frequent ones, a long tail seen once or twice.
    const vocabulary = Array.from({ length: 400 }, (_, k) => (k % 7 === 0 ? "the" : `w${k}`));
    const weights = vocabulary.map((_, k) => 1 / (k + 1));
    const total = weights.reduce((a, b) => a + b, 0);
    let s = 3;
    const words = Array.from({ length: 1500 }, () => {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      let r = (s / 0x7fffffff) * total;
      let k = 0;
      while (r > weights[k]! && k < weights.length - 1) r -= weights[k++]!;
      return vocabulary[k]!;
    });
    const stop = stopWordsFor("en");
    const once = [...new Set(words)].filter((w) => words.indexOf(w) === words.lastIndexOf(w));
    expect(once.length).toBeGreaterThan(50);
    for (const minCount of [2, 3, 5]) {
      const expected = [...byText(words, stop).entries()].filter(([, c]) => c.count >= minCount);
      expect(expected.length).toBeGreaterThan(0);
      expect([...countRepeatedNgrams(words, stop, minCount).entries()]).toEqual(expected);
    }
  });
});

describe("stopWordsFor", () => {
  it("chooses the list by the page language and falls back to English", () => {
    expect(stopWordsFor("de-AT").has("und")).toBe(true);
    expect(stopWordsFor("fr").has("les")).toBe(true);
    expect(stopWordsFor("es").has("para")).toBe(true);
    expect(stopWordsFor("it").has("della")).toBe(true);
    expect(stopWordsFor("nl").has("het")).toBe(true);
    expect(stopWordsFor("pt-BR").has("não")).toBe(true);
    expect(stopWordsFor(null).has("und")).toBe(false);
    expect(stopWordsFor("xx").has("the")).toBe(true);
  });
});

describe("countRepeatedNgrams on a vocabulary of a quarter of a million words", () => {
  it("counts exactly what the plain count of every n-gram keeps", () => {
    // More distinct words than three-word keys in one number allowed (about 208,000), with
    // repeated phrases whose ids differ only in their later words.
    const words: string[] = [];
    for (let i = 0; i < 250_000; i++) words.push(`w${i.toString(36)}`);
    const phrases = [
      ["cast", "iron", "pan"],
      ["cast", "iron", "pot"],
      ["cast", "steel", "pan"],
      ["w1", "w2", "pan"],
    ];
    for (let round = 0; round < 3; round++)
      for (const phrase of phrases) words.push(...phrase, words[round * 1000]!);
    const stop = stopWordsFor("en");
    const repeated = countRepeatedNgrams(words, stop, 2);
    const expected = new Map([...countNgrams(words, stop)].filter(([, c]) => c.count >= 2));
    expect([...repeated]).toEqual([...expected]);
    expect(repeated.get("cast iron pan")?.count).toBe(3);
    expect(repeated.get("cast iron")?.count).toBe(6);
    expect(repeated.get("w1 w2 pan")?.count).toBe(3);
    // A word seen once is in no repeated phrase; the first word of each round is seen twice.
    expect(repeated.has("w5")).toBe(false);
  });
});
