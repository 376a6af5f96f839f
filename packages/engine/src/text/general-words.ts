import { GENERAL_WORDS_CS } from "./general-words/general-words-cs.gen";
import { GENERAL_WORDS_DE } from "./general-words/general-words-de.gen";
import { GENERAL_WORDS_EN } from "./general-words/general-words-en.gen";
import { GENERAL_WORDS_ES } from "./general-words/general-words-es.gen";
import { GENERAL_WORDS_FR } from "./general-words/general-words-fr.gen";
import { GENERAL_WORDS_IT } from "./general-words/general-words-it.gen";
import { GENERAL_WORDS_JA } from "./general-words/general-words-ja.gen";
import { GENERAL_WORDS_KO } from "./general-words/general-words-ko.gen";
import { GENERAL_WORDS_NL } from "./general-words/general-words-nl.gen";
import { GENERAL_WORDS_PT } from "./general-words/general-words-pt.gen";
import { GENERAL_WORDS_TH } from "./general-words/general-words-th.gen";
import { GENERAL_WORDS_ZH } from "./general-words/general-words-zh.gen";
import { normalizeWord } from "./normalize-word";
import { type StopWordLanguage, stopWordLanguageOf } from "./stop-words";

/**
 * How general a word is in its language: its rank among the language's 10,000 most frequent words
 * (FrequencyWords' subtitle counts, `general-words/README.md`). A keyword is weighed by it as a
 * search engine weighs a term by its inverse document frequency: "people" (rank 111) or "可能"
 * (138) say little about a page that uses them often; "surveillance" or "酒精" (8,813) say a lot.
 */

/** Words listed per language; a word not listed is rarer than all of them. */
export const GENERAL_WORDS_LISTED = 10_000;

const LISTS: Readonly<Record<StopWordLanguage, string>> = {
  en: GENERAL_WORDS_EN,
  de: GENERAL_WORDS_DE,
  fr: GENERAL_WORDS_FR,
  es: GENERAL_WORDS_ES,
  it: GENERAL_WORDS_IT,
  nl: GENERAL_WORDS_NL,
  pt: GENERAL_WORDS_PT,
  cs: GENERAL_WORDS_CS,
  zh: GENERAL_WORDS_ZH,
  ja: GENERAL_WORDS_JA,
  ko: GENERAL_WORDS_KO,
  th: GENERAL_WORDS_TH,
};

const ranks = new Map<StopWordLanguage, ReadonlyMap<string, number>>();

/**
 * The ranks (1 = most frequent) of a language's general words, in `normalizeWord` form, for a
 * BCP 47 tag ("de-AT" → German); English for a language without a list, as English words and
 * navigation appear on pages in every language (the stop words do the same).
 */
export function generalRanksFor(lang: string | null | undefined): ReadonlyMap<string, number> {
  const key = stopWordLanguageOf(lang) ?? "en";
  let table = ranks.get(key);
  if (!table) {
    const built = new Map<string, number>();
    const words = LISTS[key].split("\n");
    for (let i = 0; i < words.length; i++) {
      const word = normalizeWord(words[i]!);
      if (!built.has(word)) built.set(word, i + 1);
    }
    table = built;
    ranks.set(key, table);
  }
  return table;
}

const LOG_LISTED = Math.log(GENERAL_WORDS_LISTED);

// English verb and plural endings, with what the base form ends in instead: "placed" → "place",
// "fixed" → "fix", "published" → "publish", "causes" → "cause", "settings" → "setting".
const ENGLISH_ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ["ied", "y"],
  ["ed", ""],
  ["ed", "e"],
  ["ing", ""],
  ["ing", "e"],
  ["es", ""],
  ["s", ""],
];

/**
 * The rank of the base form of an inflected word ("placed" is rarer than "place" in speech, but no
 * more specific; "fixed" no more than "fix"). English only, the language whose lists hold mostly base
 * forms of its verbs; other languages' inflected forms count as listed or rare.
 */
function rankOfBaseForm(word: string, ranksOfLanguage: ReadonlyMap<string, number>): number | undefined {
  if (ranksOfLanguage !== ranks.get("en") || word.length < 5) return undefined;
  for (const [ending, base] of ENGLISH_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const rank = ranksOfLanguage.get(word.slice(0, -ending.length) + base);
    if (rank !== undefined) return rank;
  }
  return undefined;
}

/**
 * A word's specificity, 0…1: 1 for a word outside the language's 10,000 most frequent, else
 * (ln rank ÷ ln 10,000)², which follows inverse document frequency (under Zipf's law a word's
 * frequency falls as 1/rank, so its IDF grows as ln rank), squared so that the most general
 * words weigh far less: "back" (77) 0.22, "people" (111) 0.24, "asked" (411) 0.36, "instead"
 * (767) 0.52, "provide" (2,562) 0.72, "database" (6,263) 0.90.
 */
export function specificityOf(word: string, ranksOfLanguage: ReadonlyMap<string, number>): number {
  const listed = ranksOfLanguage.get(word);
  const base = rankOfBaseForm(word, ranksOfLanguage);
  const rank = listed === undefined ? base : base === undefined ? listed : Math.min(listed, base);
  if (rank === undefined) return 1;
  const share = Math.log(rank) / LOG_LISTED;
  return share * share;
}
