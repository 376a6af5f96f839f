/**
 * Word tokeniser shared by the page engine and the content analyser.
 *
 * A word is a run of Unicode letters, marks or digits that starts with a letter or digit (a mark
 * with nothing to combine with, such as a lone emoji variation selector, is no word), optionally joined by
 * internal apostrophes (' or ’) or hyphens: "don't", "state-of-the-art" and
 * "2026" are one word each; "--" and "'quoted'" contribute no apostrophes.
 * Scripts written without spaces (Chinese, Japanese, Thai, …) are split
 * into words with `Intl.Segmenter`, which every modern browser and Node have
 * (see `unspaced-scripts.ts`).
 *
 * The scanner of `word-scan.ts` does the work (one implementation); the regular
 * expression that defines the words above is its test oracle (`word-scan.test.ts`).
 *
 * Browser-safe: no Node built-ins.
 */
import { countWordsFast, scanWordStrings, scanWords } from "./word-scan";

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

export { normalizeWord } from "./normalize-word";
