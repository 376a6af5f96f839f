import { matchPhrase, type Phrase, parsePhrase } from "../match-phrase";
import type { Paper } from "../paper";
import type { Researcher } from "../researcher";
import type { Mark } from "../result";

/** The keyphrase prepared for matching (null when the paper has none). */
export function keyphrase(paper: Paper): Phrase | null {
  return parsePhrase(paper.keyphrase);
}

/** Where the keyphrase occurs in the body. */
export interface KeyphraseOccurrences {
  /** Matches in prose sentences and headings (see `match-phrase.ts` for what one match is). */
  count: number;
  /** Indexes of prose sentences with at least one match. */
  sentences: number[];
  marks: Mark[];
}

/** Counts keyphrase matches sentence by sentence, in prose and in subheadings. */
export function keyphraseOccurrences(_paper: Paper, researcher: Researcher): KeyphraseOccurrences {
  const phrase = researcher.get("keyphrase");
  const result: KeyphraseOccurrences = { count: 0, sentences: [], marks: [] };
  if (phrase === null) return result;
  const add = (tokens: Parameters<typeof matchPhrase>[0]) => {
    const m = matchPhrase(tokens, phrase);
    result.count += m.count;
    for (const i of m.tokens)
      result.marks.push({ field: "body", start: tokens[i]!.start, end: tokens[i]!.end });
    return m.count;
  };
  researcher.get("sentences").forEach((s, i) => {
    if (add(s.tokens) > 0) result.sentences.push(i);
  });
  for (const h of researcher.get("sections").subheadings) add(h.tokens);
  result.marks.sort((a, b) => a.start - b.start);
  return result;
}
