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
 * Browser-safe: no Node built-ins.
 */

import { UNSPACED_CLASS, wordRangesOfUnspacedMatch } from "./unspaced-scripts";

/** One word and where it stands in the text (UTF-16 offsets, end exclusive). */
export interface WordToken {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

// Scripts that do not separate words with spaces.
const UNSPACED_SCRIPT = new RegExp(`[${UNSPACED_CLASS}]`, "u");

/** Splits `text` into words with their offsets, in order. */
export function tokenize(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const word = m[0];
    if (UNSPACED_SCRIPT.test(word)) {
      const ranges = wordRangesOfUnspacedMatch(word);
      for (let k = 0; k < ranges.length; k += 2) {
        const start = ranges[k]!;
        const end = ranges[k + 1]!;
        tokens.push({ text: word.slice(start, end), start: m.index + start, end: m.index + end });
      }
    } else {
      tokens.push({ text: word, start: m.index, end: m.index + word.length });
    }
  }
  return tokens;
}

/** The words of `text` without offsets (cheaper when positions are not needed). */
export function words(text: string): string[] {
  if (!UNSPACED_SCRIPT.test(text)) return text.match(WORD) ?? [];
  return tokenize(text).map((t) => t.text);
}

/** Number of words in `text`, by the definition above. */
export function countWords(text: string): number {
  return words(text).length;
}

export { normalizeWord } from "./normalize-word";
