import { describe, expect, it } from "vitest";
import { MAX_CACHED_LENGTH, WordNumberCache } from "./word-number-cache";

describe("WordNumberCache", () => {
  it("answers -1 for a word it does not hold and the stored value for one it does", () => {
    const cache = new WordNumberCache(10);
    expect(cache.get("word")).toBe(-1);
    cache.set("word", 0);
    cache.set("Word", 7);
    expect(cache.get("word")).toBe(0);
    expect(cache.get("Word")).toBe(7);
    expect(cache.get("words")).toBe(-1);
    expect(cache.size).toBe(2);
  });

  it("keeps every word apart when many share the table (probing past occupied slots)", () => {
    const cache = new WordNumberCache(5000);
    const words = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}`);
    words.forEach((w, i) => {
      cache.set(w, i);
    });
    expect(words.every((w, i) => cache.get(w) === i)).toBe(true);
    expect(cache.get("w-missing")).toBe(-1);
  });

  it("compares the words themselves, not only their hashes (a fresh equal string is found)", () => {
    const cache = new WordNumberCache(4);
    cache.set("readability", 5);
    const fresh = " readability".slice(1);
    expect(cache.get(fresh)).toBe(5);
  });

  it("does not keep words longer than MAX_CACHED_LENGTH", () => {
    const cache = new WordNumberCache(10);
    const long = "x".repeat(MAX_CACHED_LENGTH + 1);
    cache.set(long, 3);
    cache.set("x".repeat(MAX_CACHED_LENGTH), 2);
    expect(cache.get(long)).toBe(-1);
    expect(cache.get("x".repeat(MAX_CACHED_LENGTH))).toBe(2);
  });

  it("grows its character store and empties itself when the characters pass their bound", () => {
    // limit 4 → room for 64 characters: four words of 20 do not fit.
    const cache = new WordNumberCache(4);
    const words = ["a", "b", "c"].map((ch) => ch.repeat(20));
    cache.set(words[0]!, 1);
    cache.set(words[1]!, 2);
    cache.set(words[2]!, 3);
    expect(cache.size).toBe(3);
    cache.set("d".repeat(20), 4);
    expect(cache.size).toBe(1);
    expect(cache.get(words[0]!)).toBe(-1);
    expect(cache.get("d".repeat(20))).toBe(4);
  });

  it("empties itself when the limit is reached, so it never holds more than `limit` words", () => {
    const cache = new WordNumberCache(3);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    cache.set("d", 4);
    expect(cache.size).toBe(1);
    expect(cache.get("a")).toBe(-1);
    expect(cache.get("d")).toBe(4);
  });
});
