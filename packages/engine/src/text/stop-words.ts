import { STOP_WORDS_DE } from "./stop-words-de";
import { STOP_WORDS_EN } from "./stop-words-en";
import { STOP_WORDS_ES } from "./stop-words-es";
import { STOP_WORDS_FR } from "./stop-words-fr";
import { STOP_WORDS_IT } from "./stop-words-it";
import { STOP_WORDS_NL } from "./stop-words-nl";
import { STOP_WORDS_PT } from "./stop-words-pt";

/** Languages with a stop-word list. */
export const STOP_WORD_LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt"] as const;
export type StopWordLanguage = (typeof STOP_WORD_LANGUAGES)[number];

const LISTS: Record<StopWordLanguage, string> = {
  en: STOP_WORDS_EN,
  de: STOP_WORDS_DE,
  fr: STOP_WORDS_FR,
  es: STOP_WORDS_ES,
  it: STOP_WORDS_IT,
  nl: STOP_WORDS_NL,
  pt: STOP_WORDS_PT,
};

const cache = new Map<string, ReadonlySet<string>>();

function toSet(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter((w) => w !== ""));
}

/**
 * Stop words for a BCP 47 language tag ("de-AT" → German). English words are
 * always included too, because English navigation and boilerplate appear on
 * pages in every language; an unknown or missing language gets English only.
 */
export function stopWordsFor(lang: string | null | undefined): ReadonlySet<string> {
  const primary = (lang ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  const key = (STOP_WORD_LANGUAGES as readonly string[]).includes(primary) ? primary : "en";
  let set = cache.get(key);
  if (!set) {
    set = toSet(LISTS[key as StopWordLanguage]);
    if (key !== "en") for (const w of toSet(STOP_WORDS_EN)) (set as Set<string>).add(w);
    cache.set(key, set);
  }
  return set;
}

/** Whether `word` (already normalised with `normalizeWord`) is a stop word in `lang`. */
export function isStopWord(word: string, lang: string | null | undefined): boolean {
  return stopWordsFor(lang).has(word);
}
