/**
 * Scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Myanmar) and
 * how a match of the word pattern that holds them is split into words.
 *
 * By Script, plus the kana and kanji marks that Unicode files under "Common" or "Inherited": the
 * long-vowel mark "ー" (and its half-width form), the iteration and closing marks "〆", "〱"… and the
 * voicing marks, so "フリー" stays one run rather than losing its last character to a word of its own.
 * Not by Script_Extensions: that also lists the combining tilde, the modifier apostrophe "ʼ" and the
 * middle dot under Han, which would cut "mañana" (decomposed) apart.
 *
 * Browser-safe: no Node built-ins.
 */

/** The character class of the unspaced scripts (a regex source, for a `u` regex). */
export const UNSPACED_CLASS =
  "\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Thai}\\p{sc=Lao}\\p{sc=Khmer}\\p{sc=Myanmar}" +
  "\\u3006\\u3031-\\u3035\\u303c\\u3099\\u309a\\u30fc\\uff70\\uff9e\\uff9f";

const UNSPACED_RUN = new RegExp(`[${UNSPACED_CLASS}]+`, "gu");
// The word pattern of `words.ts`, for the stretches between unspaced runs.
const SPACED_WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

let segmenter: Intl.Segmenter | undefined;
function wordSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  return segmenter;
}

function pushSpacedWords(match: string, from: number, to: number, out: number[]): void {
  if (from >= to) return;
  const stretch = match.slice(from, to);
  SPACED_WORD.lastIndex = 0;
  for (let m = SPACED_WORD.exec(stretch); m !== null; m = SPACED_WORD.exec(stretch)) {
    out.push(from + m.index, from + m.index + m[0].length);
  }
}

/**
 * The words of one match of the word pattern that holds a character of an unspaced script, as
 * [start, end, start, end, …] offsets into `match`. Each run of unspaced-script characters is split
 * by `Intl.Segmenter` (word granularity, word-like segments only: a dictionary split for Chinese
 * and Japanese, never one word per character unless the dictionary knows no longer word); the
 * stretches between such runs keep the word pattern, so "フリーWi-Fiの" gives "フリー", "Wi-Fi", "の"
 * rather than the segmenter's "Wi", "Fi".
 */
export function wordRangesOfUnspacedMatch(match: string): number[] {
  const out: number[] = [];
  let done = 0;
  UNSPACED_RUN.lastIndex = 0;
  for (let run = UNSPACED_RUN.exec(match); run !== null; run = UNSPACED_RUN.exec(match)) {
    pushSpacedWords(match, done, run.index, out);
    for (const seg of wordSegmenter().segment(run[0])) {
      if (seg.isWordLike) out.push(run.index + seg.index, run.index + seg.index + seg.segment.length);
    }
    done = run.index + run[0].length;
  }
  pushSpacedWords(match, done, match.length, out);
  return out;
}
