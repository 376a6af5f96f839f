import { stopWordsFor } from "../text/stop-words";
import { type Token, tokensOf } from "./tokens";

/**
 * A keyphrase prepared for matching, following Yoast's rules (content-anchors.md §1.5) plus word
 * forms: every content word of the phrase (function words dropped, unless the phrase has nothing
 * else) must occur in the same sentence, in any order and in any form ("cat food" matches "food
 * for cats"). A name ("Fetch API", "Daring Fireball") matches in its own forms only, plural and
 * possessive: "Fetching data from an API" is not about the Fetch API, though "fetching" is a form
 * of "fetch". A phrase in double quotes must occur exactly, as consecutive words.
 */
export interface Phrase {
  raw: string;
  exact: boolean;
  /** All words, lower-cased. */
  words: string[];
  /** Whether the phrase is a name, matched without verb forms (see {@link isName}). */
  name: boolean;
  /**
   * Match keys of the content words, without duplicates: their stems, or for a name the words
   * with only plural and possessive removed.
   */
  stems: string[];
}

// An acronym written in capitals: "API", "AWS".
const ACRONYM = /^\p{Lu}{2,}s?$/u;
const CAPITALISED = /^\p{Lu}/u;

/**
 * Whether a keyphrase of several words is a name: each content word capitalised ("Daring
 * Fireball", "Google Search Console") or one of them an acronym ("Fetch API", "fetch API"). A
 * single word says nothing: a keyphrase typed at the start of a line is capitalised anyway.
 */
function isName(all: readonly Token[], content: readonly Token[]): boolean {
  if (all.length < 2) return false;
  return content.every((t) => CAPITALISED.test(t.text)) || all.some((t) => ACRONYM.test(t.text));
}

/** Prepares `raw` for matching; null when it holds no words. */
export function parsePhrase(raw: string): Phrase | null {
  const trimmed = raw.trim();
  const exact = /^["“].*["”]$/.test(trimmed) && trimmed.length > 2;
  const all = tokensOf(trimmed);
  if (all.length === 0) return null;
  const stop = stopWordsFor("en");
  const content = all.filter((t) => !stop.has(t.norm));
  const name = isName(all, content);
  const keyed = content.length > 0 ? content : all;
  const stems = [...new Set(keyed.map((t) => (name ? t.noun : t.stem)))];
  return { raw: trimmed, exact, words: all.map((t) => t.norm), name, stems };
}

/** A token's match key for `phrase`: its stem, or for a name its plural-free form. */
function keyOf(token: Token, phrase: Phrase): string {
  return phrase.name ? token.noun : token.stem;
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
      if (keyOf(tokens[i]!, phrase) === s) {
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
  const present = new Set(tokens.map((t) => keyOf(t, phrase)));
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
