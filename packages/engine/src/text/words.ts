/**
 * Word tokeniser shared by the page engine and the content analyser.
 *
 * A word is a run of Unicode letters, marks or digits, optionally joined by
 * internal apostrophes (' or ’) or hyphens: "don't", "state-of-the-art" and
 * "2026" are one word each; "--" and "'quoted'" contribute no apostrophes.
 * Scripts written without spaces (Chinese, Japanese, Thai, …) are split
 * into words with `Intl.Segmenter`, which every modern browser and Node have.
 *
 * Browser-safe: no Node built-ins.
 */

/** One word and where it stands in the text (UTF-16 offsets, end exclusive). */
export interface WordToken {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

// Scripts that do not separate words with spaces.
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

let segmenter: Intl.Segmenter | undefined;
function wordSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  return segmenter;
}

/** Splits `text` into words with their offsets, in order. */
export function tokenize(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const word = m[0];
    if (UNSPACED_SCRIPT.test(word)) {
      for (const seg of wordSegmenter().segment(word)) {
        if (seg.isWordLike) {
          tokens.push({
            text: seg.segment,
            start: m.index + seg.index,
            end: m.index + seg.index + seg.segment.length,
          });
        }
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

/** Lower-cases a word for counting: locale-independent, apostrophes unified. */
export function normalizeWord(word: string): string {
  return word.toLowerCase().replace(/’/g, "'");
}
