import { stopWordsFor } from "../text/stop-words";
import { normalizeWord, words } from "../text/words";
import { stem } from "./stem";
import type { Token } from "./tokens";

/**
 * A keyphrase prepared for matching, following Yoast's rules (content-anchors.md §1.5) plus word
 * forms: every content word of the phrase (function words dropped, unless the phrase has nothing
 * else) must occur in the same sentence, in any order and in any form ("cat food" matches "food
 * for cats"). A phrase in double quotes must occur exactly, as consecutive words.
 */
export interface Phrase {
  raw: string;
  exact: boolean;
  /** All words, lower-cased. */
  words: string[];
  /** Stems of the content words, without duplicates. */
  stems: string[];
}

/** Prepares `raw` for matching; null when it holds no words. */
export function parsePhrase(raw: string): Phrase | null {
  const trimmed = raw.trim();
  const exact = /^["“].*["”]$/.test(trimmed) && trimmed.length > 2;
  const all = words(trimmed).map(normalizeWord);
  if (all.length === 0) return null;
  const stop = stopWordsFor("en");
  const content = all.filter((w) => !stop.has(w));
  const stems = [...new Set((content.length > 0 ? content : all).map(stem))];
  return { raw: trimmed, exact, words: all, stems };
}

/** How often a phrase occurs in one run of tokens (a sentence), and which tokens match. */
export interface PhraseMatch {
  count: number;
  /** Indexes into the token array. */
  tokens: number[];
}

/**
 * Matches `phrase` in `tokens` (one sentence). Per-word matching counts the rarest content word's
 * occurrences, so "cat food, cat toys" is one match of "cat food".
 */
export function matchPhrase(tokens: readonly Token[], phrase: Phrase): PhraseMatch {
  if (phrase.exact) {
    const hit: number[] = [];
    let count = 0;
    const n = phrase.words.length;
    for (let i = 0; i + n <= tokens.length; i++) {
      let ok = true;
      for (let j = 0; j < n && ok; j++) ok = tokens[i + j]!.norm === phrase.words[j];
      if (ok) {
        count++;
        for (let j = 0; j < n; j++) hit.push(i + j);
        i += n - 1;
      }
    }
    return { count, tokens: hit };
  }
  let count = Number.POSITIVE_INFINITY;
  const hit: number[] = [];
  for (const s of phrase.stems) {
    let c = 0;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i]!.stem === s) {
        c++;
        hit.push(i);
      }
    }
    if (c < count) count = c;
    if (count === 0) return { count: 0, tokens: [] };
  }
  return { count, tokens: hit.sort((a, b) => a - b) };
}

/** Share (0–1) of the phrase's content words found in `tokens`, for "reflects the topic" checks. */
export function phraseCoverage(tokens: readonly Token[], phrase: Phrase): number {
  const present = new Set(tokens.map((t) => t.stem));
  let found = 0;
  for (const s of phrase.stems) if (present.has(s)) found++;
  return found / phrase.stems.length;
}

/**
 * Whether `tokens` (a subheading, an alt text) contain the whole phrase: every content word, in any
 * order and any word form, or the exact words in a row for a quoted phrase. One word of a
 * two-word keyphrase is not the keyphrase ("Web Audio Editor" does not contain "web console").
 */
export function containsPhrase(tokens: readonly Token[], phrase: Phrase): boolean {
  return matchPhrase(tokens, phrase).count > 0;
}
