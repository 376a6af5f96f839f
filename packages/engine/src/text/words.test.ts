import { describe, expect, it } from "vitest";
import { countWords, normalizeWord, tokenize, words } from "./words";

describe("words", () => {
  it("keeps internal apostrophes and hyphens inside one word", () => {
    expect(words("Don't stop: state-of-the-art SEO in 2026!")).toEqual([
      "Don't",
      "stop",
      "state-of-the-art",
      "SEO",
      "in",
      "2026",
    ]);
  });

  it("drops leading, trailing and doubled joiners", () => {
    expect(words("'quoted' -dash- a--b rock’n’roll")).toEqual(["quoted", "dash", "a", "b", "rock’n’roll"]);
  });

  it("counts letters of every script, with diacritics", () => {
    expect(words("Ελληνικά café naïve Привет мир")).toEqual(["Ελληνικά", "café", "naïve", "Привет", "мир"]);
  });

  it("segments scripts without spaces into several words", () => {
    const cjk = words("我喜欢学习中文");
    expect(cjk.length).toBeGreaterThan(1);
    expect(cjk.join("")).toBe("我喜欢学习中文");
  });

  it("segments Chinese and Japanese into dictionary words, not one word per character", () => {
    expect(words("我们的宇航员在空间站工作")).toContain("我们");
    expect(words("我们的宇航员在空间站工作")).toContain("工作");
    // The Japanese long-vowel mark belongs to the katakana word before it.
    expect(words("フリーの日")).toEqual(["フリー", "の", "日"]);
  });

  it("keeps a Latin word whole inside Chinese or Japanese text", () => {
    expect(words("フリーWi-Fiの利用")).toEqual(["フリー", "Wi-Fi", "の", "利用"]);
    expect(words("腾讯QQ邮箱")).toContain("QQ");
  });

  it("keeps a decomposed accent or a modifier apostrophe inside its Latin or Cyrillic word", () => {
    // The combining tilde and "ʼ" are filed under Han too by Script_Extensions; they must not split words.
    expect(words("man\u0303ana")).toEqual(["man\u0303ana"]);
    expect(words("пʼять")).toEqual(["пʼять"]);
  });

  it("starts no word with a combining mark that has nothing to combine with", () => {
    // An emoji's variation selector (U+FE0F) after a space is a mark, not a word.
    expect(words("West Ham ❗️ ️ won")).toEqual(["West", "Ham", "won"]);
    expect(words("café")).toEqual(["café"]);
  });

  it("reports offsets that slice back to each word", () => {
    const text = "Hello, wide world";
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokenize(text).map((t) => t.start)).toEqual([0, 7, 12]);
  });

  it("counts nothing in punctuation-only text", () => {
    expect(countWords(" -- ... !! ")).toBe(0);
  });

  it("normalises case and typographic apostrophes", () => {
    expect(normalizeWord("Don’t")).toBe("don't");
  });

  it("is the same function as the keyword engine's normalisation", async () => {
    const { normalizeWord: normalize } = await import("./normalize-word");
    expect(normalizeWord).toBe(normalize);
  });
});
