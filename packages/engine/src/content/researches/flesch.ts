import { fleschReadingEase, isNumericToken } from "../../text/readability";
import { countSyllables } from "../../text/syllables";
import type { Paper } from "../paper";
import type { Researcher } from "../researcher";

/** Flesch Reading Ease of the body's sentences, with the counts behind it (numbers left out). */
export interface FleschResearch {
  words: number;
  sentences: number;
  syllables: number;
  score: number | null;
}

/** Computes Flesch Reading Ease over the prose sentences (see `text/readability.ts`). */
export function flesch(_paper: Paper, researcher: Researcher): FleschResearch {
  let words = 0;
  let syllables = 0;
  let count = 0;
  for (const s of researcher.get("sentences")) {
    let inSentence = 0;
    for (const t of s.tokens) {
      if (isNumericToken(t.text)) continue;
      inSentence++;
      syllables += countSyllables(t.text);
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
