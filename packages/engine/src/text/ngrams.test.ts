import { describe, expect, it } from "vitest";
import { countNgrams } from "./ngrams";
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
