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
  expect(Array.from(scanned.starts)).toEqual(reference.map((t) => t.start));
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
    expect(Array.from(scanWordList("Hello, wide world").starts)).toEqual([0, 7, 12]);
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

  it("counts the text around the lines of the piece, in order, each where it is bounded by whitespace", () => {
    // The main text of a page: the body less its menu, a share box inside the article, its footer.
    const body =
      "Menu Home News\nThe first paragraph.\nShare Tweet\nThe second one, state-of-the-art.\nFooter";
    const main = "The first paragraph.\nThe second one, state-of-the-art.";
    expect(countWordsAround(body, main, countWordsFast(main))).toBe(countWordsFast(body));
    // The known count is trusted: only the text around the lines is scanned.
    expect(countWordsAround(body, main, 100)).toBe(countWordsFast(body) - countWordsFast(main) + 100);
  });

  it("takes out the words of a line it cannot place, and counts its place with the rest", () => {
    expect(countWordsAround("one two three", "four", 1)).toBe(3);
    expect(countWordsAround("one two three", "", 0)).toBe(3);
    // Not bounded by whitespace: "n-roll" is inside the word "rock-n-roll".
    expect(countWordsAround("rock-n-roll band", "n-roll band", 2)).toBe(2);
    expect(countWordsAround("one two three", "one tw", 2)).toBe(3);
    // Lines out of order: the second is looked for after the first.
    expect(countWordsAround("alpha beta gamma", "gamma\nalpha", 2)).toBe(3);
    // A trusted count shows through a line that is placed, not through one that is not.
    expect(countWordsAround("one two three", "two\nfour", 100)).toBe(100 - 1 + 2);
  });

  it("agrees with countWordsFast on random texts less random stretches, as lines", () => {
    for (let seed = 1; seed < 2000; seed++) {
      const text = randomText(seed);
      // Keep three random stretches of the text, in order, as the lines of the piece.
      const cuts = [seed % 7, seed % 13, seed % 29, seed % 31, seed % 37, seed % 41]
        .map((n) => Math.floor((n / 41) * text.length))
        .sort((x, y) => x - y);
      const lines = [0, 2, 4].map((k) => text.slice(cuts[k], cuts[k + 1]).trim()).filter((l) => l !== "");
      const part = lines.join("\n");
      expect(countWordsAround(text, part, countWordsFast(part)), JSON.stringify([text, part])).toBe(
        countWordsFast(text),
      );
    }
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
