/**
 * Word tokeniser shared by the page engine and the content analyser.
 *
 * A word is a run of Unicode letters, marks or digits, optionally joined by
 * internal apostrophes (' or ’) or hyphens: "don't", "state-of-the-art" and
 * "2026" are one word each; "--" and "'quoted'" contribute no apostrophes.
 * Scripts written without spaces (Chinese, Japanese, Thai, …) are split
 * into words with `Intl.Segmenter`, which every modern browser and Node have.
 *
 * The scanner of `word-scan.ts` does the work (one implementation); the regular
 * expression that defines the words above is its test oracle (`word-scan.test.ts`).
 *
 * Browser-safe: no Node built-ins.
 */
import { countWordsFast, normalizeWordFast, scanWordStrings, scanWords } from "./word-scan";

/** One word and where it stands in the text (UTF-16 offsets, end exclusive). */
export interface WordToken {
  text: string;
  start: number;
  end: number;
}

/** Splits `text` into words with their offsets, in order. */
export function tokenize(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  scanWords(text, (start, end) => {
    tokens.push({ text: text.slice(start, end), start, end });
  });
  return tokens;
}

/** The words of `text` without offsets (cheaper when positions are not needed). */
export function words(text: string): string[] {
  return scanWordStrings(text);
}

/** Number of words in `text`, by the definition above. */
export function countWords(text: string): number {
  return countWordsFast(text);
}

/** Lower-cases a word for counting: locale-independent, apostrophes unified. */
export function normalizeWord(word: string): string {
  return normalizeWordFast(word);
}
