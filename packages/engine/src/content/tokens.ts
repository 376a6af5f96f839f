import { normalizeWord, tokenize } from "../text/words";
import { stem } from "./stem";

/** A word of the text with its offsets, lower-cased form and stem (for word-form matching). */
export interface Token {
  text: string;
  norm: string;
  stem: string;
  start: number;
  end: number;
}

/** Word tokens of `text` (via `text/words.ts`), with offsets shifted by `offset`. */
export function tokensOf(text: string, offset = 0): Token[] {
  return tokenize(text).map((t) => {
    const norm = normalizeWord(t.text);
    return { text: t.text, norm, stem: stem(norm), start: t.start + offset, end: t.end + offset };
  });
}
