import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fleschReadingEase, fleschReadingEaseOf, isNumericToken } from "./readability";
import { splitSentences } from "./sentences";
import { countSyllables } from "./syllables";
import { words as wordsOf } from "./words";

// The definition: words counted sentence by sentence (what the scanned-words shortcut must equal).
function bySentence(text: string, lang: string) {
  let words = 0;
  let syllables = 0;
  let sentences = 0;
  for (const sentence of splitSentences(text)) {
    const counted = wordsOf(sentence.text).filter((w) => !/^[\p{N}]+(?:[.,'’-][\p{N}]+)*$/u.test(w));
    if (counted.length > 0) sentences++;
    words += counted.length;
    for (const w of counted) syllables += countSyllables(w, lang);
  }
  return { words, sentences, syllables, score: fleschReadingEase({ words, sentences, syllables }) };
}

describe("fleschReadingEase", () => {
  it("applies the English formula to counts, to one decimal", () => {
    // 206.835 − 1.015 × 100/5 − 84.6 × 150/100 = 206.835 − 20.3 − 126.9 = 59.635
    expect(fleschReadingEase({ words: 100, sentences: 5, syllables: 150 })).toBe(59.6);
  });

  it("clamps to 0–100", () => {
    expect(fleschReadingEase({ words: 10, sentences: 10, syllables: 10 })).toBe(100);
    expect(fleschReadingEase({ words: 100, sentences: 1, syllables: 300 })).toBe(0);
  });

  it("is null without words or sentences", () => {
    expect(fleschReadingEase({ words: 0, sentences: 0, syllables: 0 })).toBeNull();
    expect(fleschReadingEase({ words: 5, sentences: 0, syllables: 5 })).toBeNull();
  });
});

describe("fleschReadingEaseOf", () => {
  it("returns the counts behind the score", () => {
    const r = fleschReadingEaseOf("The cat sat on the mat. It was a beautiful day.");
    expect(r).toMatchObject({ words: 11, sentences: 2, syllables: 13 });
    // 206.835 − 1.015 × 5.5 − 84.6 × 13/11 = 100.9 → clamped
    expect(r.score).toBe(100);
  });

  it("scores dense academic prose low", () => {
    const r = fleschReadingEaseOf(
      "Institutional considerations notwithstanding, comprehensive organizational restructuring necessitates interdisciplinary collaboration.",
    );
    expect(r.sentences).toBe(1);
    expect(r.score).toBeLessThan(10);
  });

  it("leaves numbers out of the counts", () => {
    expect(fleschReadingEaseOf("In 2026 we sold 3.5 million cars.")).toMatchObject({
      words: 5,
      sentences: 1,
    });
    expect(isNumericToken("1,000")).toBe(true);
    expect(isNumericToken("v2")).toBe(false);
  });

  it("has no score for empty text", () => {
    expect(fleschReadingEaseOf("")).toEqual({ words: 0, sentences: 0, syllables: 0, score: null });
  });

  it("counts like splitting each sentence into words, on the content fixtures", () => {
    const dir = new URL("../content/test-fixtures/", import.meta.url);
    const texts = readdirSync(dir)
      .filter((f) => f.endsWith(".txt"))
      .map((f) => readFileSync(new URL(f, dir), "utf8"));
    texts.push("Mr. Smith said 'hi.' Then 東京。'x' ran!\nnext line… and 3.5 more? Yes’ no. ́́ . End");
    for (const text of texts) {
      for (const lang of ["en", "de"])
        expect(fleschReadingEaseOf(text, lang)).toEqual(bySentence(text, lang));
    }
  });
});
