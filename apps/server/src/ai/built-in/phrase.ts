import { normalizeWord, words } from "@ranklens/engine/text";

/** Normalised words of a text. */
export function normalizedWords(text: string): string[] {
  return words(text).map(normalizeWord);
}

/** Whether `text` contains the words of `phrase` in a row (case-insensitive, punctuation ignored). */
export function containsPhrase(text: string, phrase: string | undefined): boolean {
  if (!phrase) return false;
  const needle = normalizedWords(phrase);
  if (needle.length === 0) return false;
  const hay = normalizedWords(text);
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
