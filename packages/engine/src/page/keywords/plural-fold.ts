import { memoized } from "../../text/memoized";
import { type StopWordLanguage, stopWordLanguageOf } from "../../text/stop-words";

/**
 * The key a word's singular and plural forms share ("quirks" and "quirk" → "quirk", "parties" and
 * "party" → "party"), so that a keyword used in both forms fills one slot of the list, not two.
 * Light plural rules per language (after Harman's S-stemmer for English and Savoy's light
 * stemmers), not a full stemmer: a full stemmer folds words an SEO keeps apart ("fetching" into
 * "fetch", "university" into "universe"). The key is never shown; the most frequent form is.
 * Czech, whose plurals are case endings, and the languages written without plurals are left as
 * they are.
 */
export function pluralKey(word: string, language: StopWordLanguage | null): string {
  if (word.length <= 3) return word;
  switch (language) {
    case "en":
    case null:
      return englishKey(word);
    case "de":
      return strip(word, ["en", "n", "e", "s"], 3);
    case "nl":
      // "-s" only after the endings that take it ("tafels", "meisjes"): "fiets" is a singular.
      return /(?:[lmnr]|e|je)s$/.test(word) ? word.slice(0, -1) : strip(word, ["'s", "en"], 3);
    case "fr":
      return strip(word, ["s", "x"], 3);
    case "es":
      return /[^aeiouáéíóú]es$/.test(word) && word.length > 4 ? word.slice(0, -2) : strip(word, ["s"], 3);
    case "pt":
      return portugueseKey(word);
    case "it":
      return strip(word, ["a", "e", "i", "o"], 4);
    default:
      return word;
  }
}

/** Plural keys for a BCP 47 tag's language, each word keyed once. */
export function pluralKeyFor(lang: string | null | undefined): (word: string) => string {
  const language = stopWordLanguageOf(lang);
  return memoized((word) => pluralKey(word, language));
}

/** English words ending in "s" that are not plurals of a word without it. */
const ENGLISH_NOT_PLURAL: ReadonlySet<string> = new Set([
  "news",
  "series",
  "species",
  "means",
  "lens",
  "always",
  "perhaps",
  "whereas",
  "towards",
  "afterwards",
  "nowadays",
]);

function englishKey(word: string): string {
  if (ENGLISH_NOT_PLURAL.has(word) || !word.endsWith("s")) return word;
  // "-ss" (class), "-us" (status), "-is" (analysis), "-ics" (physics) are singular.
  if (/(?:ss|us|is|ics)$/.test(word)) return word;
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:sses|xes|ches|shes|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function portugueseKey(word: string): string {
  if (word.endsWith("ões") || word.endsWith("ães")) return `${word.slice(0, -3)}ão`;
  if (word.endsWith("ais") && word.length > 4) return `${word.slice(0, -3)}al`;
  if (/[rsz]es$/.test(word) && word.length > 4) return word.slice(0, -2);
  return strip(word, ["s"], 3);
}

/** The word without the first of `endings` it has, when at least `minStem` characters remain. */
function strip(word: string, endings: readonly string[], minStem: number): string {
  for (const ending of endings)
    if (word.endsWith(ending) && word.length - ending.length >= minStem) return word.slice(0, -ending.length);
  return word;
}
