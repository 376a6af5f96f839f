import { splitSentences } from "../text/sentences";
import { matchPhrase, type Phrase, type PhraseMatch, parsePhrase } from "./match-phrase";
import { type Token, tokensOf } from "./tokens";

/** One sentence of a short field (a meta description, a proposal) with its keyphrase match. */
export interface SentenceMatch {
  tokens: Token[];
  match: PhraseMatch;
}

/** The sentences of `text`, each with where `phrase` matches in it (offsets into `text`). */
export function matchBySentence(text: string, phrase: Phrase): SentenceMatch[] {
  return splitSentences(text).map((sentence) => {
    const tokens = tokensOf(sentence.text, sentence.start);
    return { tokens, match: matchPhrase(tokens, phrase) };
  });
}

/**
 * How many sentences of `text` hold `keyphrase`, matched the way the content analysis matches it:
 * every content word in one sentence, in any order and word form ("hand washing" is in "Washing
 * your hands is easy"), or the exact words for a quoted phrase. 0 for an empty keyphrase. The
 * built-in writer and the proposal checks use it so they agree with the score.
 */
export function keyphraseSentenceCount(text: string, keyphrase: string): number {
  const phrase = parsePhrase(keyphrase);
  if (phrase === null) return 0;
  return matchBySentence(text, phrase).filter((s) => s.match.count > 0).length;
}
