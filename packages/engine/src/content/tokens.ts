import { normalizeWord, tokenize, type WordToken } from "../text/words";
import { nounStem, verbStem } from "./stem";

/** A word of the text with its offsets, lower-cased form and stems (for word-form matching). */
export interface Token {
  text: string;
  norm: string;
  /** Without plural and possessive ("APIs" → "api"): how names are matched. */
  noun: string;
  /** Without verb endings too ("fetching" → "fetch"): how other keyphrases are matched. */
  stem: string;
  start: number;
  end: number;
}

// The plural of an acronym ("APIs", "URLs"), which the stemmer, seeing "apis", takes for "basis".
const ACRONYM_PLURAL = /^\p{Lu}{2,}s$/u;

const DIGITS = /^\p{Nd}+$/u;

/**
 * `text/words.ts` splits at a slash, so "9/11" and "24/7" come out as two numbers. Writers read
 * them as one (a date, a name, a fraction such as "3/4 inch"), so figures joined by a slash with
 * no space are joined back into one word here, for every count of the content analysis.
 */
function joinSlashedFigures(text: string, words: WordToken[]): WordToken[] {
  const out: WordToken[] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    if (last && w.start === last.end + 1 && text[last.end] === "/" && DIGITS.test(w.text)) {
      const lastPart = last.text.slice(last.text.lastIndexOf("/") + 1);
      if (DIGITS.test(lastPart)) {
        out[out.length - 1] = { text: text.slice(last.start, w.end), start: last.start, end: w.end };
        continue;
      }
    }
    out.push(w);
  }
  return out;
}

/** Word tokens of `text` (via `text/words.ts`, slashed figures as one), with offsets shifted by `offset`. */
export function tokensOf(text: string, offset = 0): Token[] {
  return joinSlashedFigures(text, tokenize(text)).map((t) => {
    const norm = normalizeWord(t.text);
    const noun = nounStem(ACRONYM_PLURAL.test(t.text) ? norm.slice(0, -1) : norm);
    return { text: t.text, norm, noun, stem: verbStem(noun), start: t.start + offset, end: t.end + offset };
  });
}
