import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countWordsAround, countWordsFast, scanWordList, wordsOf } from "./word-scan";
import { countWords, tokenize } from "./words";

// Deterministic strings mixing words, joiners, marks, digits, unspaced scripts, astral letters and lone surrogates.
function randomText(seed: number): string {
  const parts = [
    "a",
    "Zé",
    "'",
    "’",
    "-",
    " ",
    "\n",
    ".",
    "1",
    "\u0301",
    "中文",
    "東京は",
    "フリー",
    "Wi-Fi",
    "n\u0303",
    "\ufe0f",
    "ไทย",
    "𝐀",
    "😀",
    "\ud800",
    "\udc00",
    "к",
  ];
  let s = seed;
  let text = "";
  for (let i = 0; i < 40; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    text += parts[s % parts.length];
  }
  return text;
}

function expectSameAsWords(text: string): void {
  const reference = tokenize(text);
  const scanned = scanWordList(text);
  expect(wordsOf(scanned), JSON.stringify(text)).toEqual(reference.map((t) => t.text));
  expect(scanned.starts).toEqual(reference.map((t) => t.start));
  expect(countWordsFast(text)).toBe(countWords(text));
}

describe("scanWords", () => {
  it("finds the words of words.ts with their offsets", () => {
    expectSameAsWords("Don't stop: state-of-the-art SEO in 2026! 'quoted' -dash- a--b rock’n’roll");
    expect(scanWordList("Hello, wide world").starts).toEqual([0, 7, 12]);
  });

  it("segments scripts without spaces like words.ts", () => {
    expectSameAsWords("我喜欢学习中文。東京は大きい都市です。ภาษาไทยง่าย");
    expectSameAsWords("フリーWi-Fiの利用、腾讯QQ邮箱 \ufe0f x\u0301");
  });

  it("agrees with words.ts on random mixtures", () => {
    for (let seed = 1; seed < 2000; seed++) expectSameAsWords(randomText(seed));
  });

  it("agrees with words.ts on the content fixtures", () => {
    const dir = new URL("../content/test-fixtures/", import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith(".txt"));
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) expectSameAsWords(readFileSync(new URL(f, dir), "utf8"));
  });
});

describe("countWordsAround", () => {
  it("counts a text from the known count of a piece of it", () => {
    const text = "Menu Home\nThe main text, state-of-the-art.\nFooter 2026";
    const part = "The main text, state-of-the-art.";
    expect(countWordsAround(text, part, countWordsFast(part))).toBe(countWordsFast(text));
    // The known count is trusted: a wrong one shows, so the piece is not scanned again.
    expect(countWordsAround(text, part, 100)).toBe(countWordsFast(text) - countWordsFast(part) + 100);
  });

  it("counts the whole text when the piece is absent, empty or not bounded by whitespace", () => {
    expect(countWordsAround("one two three", "four", 100)).toBe(3);
    expect(countWordsAround("one two three", "", 100)).toBe(3);
    expect(countWordsAround("rock-n-roll band", "n-roll band", 100)).toBe(2);
    expect(countWordsAround("one two three", "one tw", 100)).toBe(3);
  });

  it("agrees with countWordsFast on random texts split at random points", () => {
    for (let seed = 1; seed < 2000; seed++) {
      const text = randomText(seed);
      const from = seed % text.length;
      const to = from + ((seed * 7) % (text.length - from + 1));
      const part = text.slice(from, to).trim();
      expect(countWordsAround(text, part, countWordsFast(part)), JSON.stringify([text, part])).toBe(
        countWordsFast(text),
      );
    }
  });
});
