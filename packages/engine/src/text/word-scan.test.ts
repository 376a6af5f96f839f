import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { UNSPACED_CLASS, wordRangesOfUnspacedMatch } from "./unspaced-scripts";
import { countWordsAround, countWordsFast, scanWordList, wordsOf } from "./word-scan";
import { countWords, tokenize, words } from "./words";

/**
 * The test oracle: the word definition of words.ts as a regular expression (a run of letters,
 * marks or digits that starts with a letter or digit, joined by internal ' ’ or -), with matches
 * holding a character of a script written without spaces split as unspaced-scripts.ts splits
 * them (its own tests cover that split). The scanner must find exactly these words.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const UNSPACED_SCRIPT = new RegExp(`[${UNSPACED_CLASS}]`, "u");

function oracleTokens(text: string): { text: string; start: number }[] {
  const tokens: { text: string; start: number }[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    if (!UNSPACED_SCRIPT.test(word)) {
      tokens.push({ text: word, start: m.index });
      continue;
    }
    const ranges = wordRangesOfUnspacedMatch(word);
    for (let k = 0; k < ranges.length; k += 2) {
      tokens.push({ text: word.slice(ranges[k]!, ranges[k + 1]!), start: m.index + ranges[k]! });
    }
  }
  return tokens;
}

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
  const reference = oracleTokens(text);
  const scanned = scanWordList(text);
  expect(wordsOf(scanned), JSON.stringify(text)).toEqual(reference.map((t) => t.text));
  expect(scanned.starts).toEqual(reference.map((t) => t.start));
  expect(countWordsFast(text)).toBe(reference.length);
  // words.ts is the scanner's public face: the same words through each of its functions.
  expect(tokenize(text).map((t) => [t.text, t.start, text.slice(t.start, t.end)])).toEqual(
    reference.map((t) => [t.text, t.start, t.text]),
  );
  expect(words(text)).toEqual(reference.map((t) => t.text));
  expect(countWords(text)).toBe(reference.length);
}

describe("the scanner against the regular-expression oracle", () => {
  it("finds the words with their offsets", () => {
    expectSameAsWords("Don't stop: state-of-the-art SEO in 2026! 'quoted' -dash- a--b rock’n’roll");
    expect(scanWordList("Hello, wide world").starts).toEqual([0, 7, 12]);
  });

  it("segments scripts without spaces", () => {
    expectSameAsWords("我喜欢学习中文。東京は大きい都市です。ภาษาไทยง่าย");
    expectSameAsWords("フリーWi-Fiの利用、腾讯QQ邮箱 \ufe0f x\u0301");
  });

  it("agrees on random mixtures", () => {
    for (let seed = 1; seed < 2000; seed++) expectSameAsWords(randomText(seed));
  });

  it("agrees on the content fixtures", () => {
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
