import { fleschReadingEase, isNumericToken } from "../../text/readability";
import { countSyllables } from "../../text/syllables";
import type { Paper } from "../paper";
import type { Researcher } from "../researcher";

// An acronym: a word of 2–6 capital letters ("API", "HTML", "JSON").
const ACRONYM = /^\p{Lu}{2,6}$/u;
// Syllables an acronym counts at most: those of a word of ordinary length.
const MAX_ACRONYM_SYLLABLES = 2;

/**
 * Syllables of a word as Flesch counts them here. An acronym counts as one word of at most two
 * syllables: spelled out, "HTML" is four and "WWW" nine, which puts a paragraph about HTML, CSS
 * and the API far below the same paragraph in plain words. Flesch was calibrated on words, and
 * readers of a technical text read its acronyms as words they know, not as letters.
 */
function fleschSyllables(word: string): number {
  const n = countSyllables(word);
  return ACRONYM.test(word) ? Math.min(n, MAX_ACRONYM_SYLLABLES) : n;
}

/** Flesch Reading Ease of the body's sentences, with the counts behind it (numbers left out). */
export interface FleschResearch {
  words: number;
  sentences: number;
  syllables: number;
  score: number | null;
}

/** Computes Flesch Reading Ease over the prose sentences (see `text/readability.ts`), acronyms as words. */
export function flesch(_paper: Paper, researcher: Researcher): FleschResearch {
  let words = 0;
  let syllables = 0;
  let count = 0;
  for (const s of researcher.get("sentences")) {
    let inSentence = 0;
    for (const t of s.tokens) {
      if (isNumericToken(t.text)) continue;
      inSentence++;
      syllables += fleschSyllables(t.text);
    }
    if (inSentence > 0) count++;
    words += inSentence;
  }
  return {
    words,
    sentences: count,
    syllables,
    score: fleschReadingEase({ words, sentences: count, syllables }),
  };
}
