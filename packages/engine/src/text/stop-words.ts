import { normalizeWord } from "./normalize-word";
import { STOP_WORDS_CS } from "./stop-words-cs";
import { STOP_WORDS_DE } from "./stop-words-de";
import { STOP_WORDS_EN } from "./stop-words-en";
import { STOP_WORDS_ES } from "./stop-words-es";
import { STOP_WORDS_FR } from "./stop-words-fr";
import { STOP_WORDS_IT } from "./stop-words-it";
import { STOP_WORDS_JA } from "./stop-words-ja";
import { STOP_WORDS_KO } from "./stop-words-ko";
import { STOP_WORDS_NL } from "./stop-words-nl";
import { STOP_WORDS_PT } from "./stop-words-pt";
import { STOP_WORDS_TH } from "./stop-words-th";
import { STOP_WORDS_WEB } from "./stop-words-web";
import { STOP_WORDS_ZH } from "./stop-words-zh";

/** Languages with a stop-word list. */
export const STOP_WORD_LANGUAGES = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pt",
  "cs",
  "zh",
  "ja",
  "ko",
  "th",
] as const;
export type StopWordLanguage = (typeof STOP_WORD_LANGUAGES)[number];

/** The lists, one string of space-separated words each (looked up in `normalizeWord` form). */
export const STOP_WORD_LISTS: Readonly<Record<StopWordLanguage, string>> = {
  en: STOP_WORDS_EN,
  de: STOP_WORDS_DE,
  fr: STOP_WORDS_FR,
  es: STOP_WORDS_ES,
  it: STOP_WORDS_IT,
  nl: STOP_WORDS_NL,
  pt: STOP_WORDS_PT,
  cs: STOP_WORDS_CS,
  zh: STOP_WORDS_ZH,
  ja: STOP_WORDS_JA,
  ko: STOP_WORDS_KO,
  th: STOP_WORDS_TH,
};

const cache = new Map<string, ReadonlySet<string>>();

// In `normalizeWord` form, the form they are looked up in (NFKC rewrites some Thai vowels, for one).
function toSet(list: string): Set<string> {
  return new Set(
    list
      .split(/\s+/)
      .filter((w) => w !== "")
      .map(normalizeWord),
  );
}

/** The primary language subtag of a BCP 47 tag when it has a stop-word list ("de-AT" → "de"), else null. */
export function stopWordLanguageOf(lang: string | null | undefined): StopWordLanguage | null {
  const primary = (lang ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (STOP_WORD_LANGUAGES as readonly string[]).includes(primary) ? (primary as StopWordLanguage) : null;
}

/**
 * Stop words for a BCP 47 language tag ("de-AT" → German). English words and pieces of web
 * addresses ("com", "www") are always included too, because English navigation and printed URLs
 * appear on pages in every language; an unknown or missing language gets those only.
 */
export function stopWordsFor(lang: string | null | undefined): ReadonlySet<string> {
  const key = stopWordLanguageOf(lang) ?? "en";
  let set = cache.get(key);
  if (!set) {
    const words = toSet(STOP_WORD_LISTS[key]);
    if (key !== "en") for (const w of toSet(STOP_WORDS_EN)) words.add(w);
    for (const w of toSet(STOP_WORDS_WEB)) words.add(w);
    set = words;
    cache.set(key, set);
  }
  return set;
}

/** Whether `word` (already normalised with `normalizeWord`) is a stop word in `lang`. */
export function isStopWord(word: string, lang: string | null | undefined): boolean {
  return stopWordsFor(lang).has(word);
}
