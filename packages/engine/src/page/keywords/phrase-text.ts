import { normalizeWord } from "../../text/normalize-word";
import { UNSPACED_CLASS } from "../../text/unspaced-scripts";
import { scanWordStrings } from "../../text/word-scan";

const UNSPACED_AT_START = new RegExp(`^[${UNSPACED_CLASS}]`, "u");
const UNSPACED_AT_END = new RegExp(`[${UNSPACED_CLASS}]$`, "u");

/**
 * Words joined as a phrase is written: with a space between words, but none between two words of a
 * script written without spaces ("腾" + "讯" → "腾讯", "wi-fi" + "フリー" → "wi-fi フリー").
 */
export function joinPhraseWords(words: readonly string[]): string {
  let text = words[0] ?? "";
  let endsUnspaced = text !== "" && UNSPACED_AT_END.test(text);
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    // Most words are ASCII: no test of their script needed.
    const unspacedStart = word.charCodeAt(0) > 0x7f && UNSPACED_AT_START.test(word);
    text += endsUnspaced && unspacedStart ? word : ` ${word}`;
    endsUnspaced = word.charCodeAt(word.length - 1) > 0x7f && UNSPACED_AT_END.test(word);
  }
  return text;
}

/**
 * A text prepared for {@link containsPhrase}: its normalised words (`normalizeWord`, so case,
 * apostrophes, possessives and NFKC forms match), joined by {@link joinPhraseWords}, padded with spaces.
 */
export function phraseHaystack(text: string): string {
  return ` ${joinPhraseWords(scanWordStrings(text).map(normalizeWord))} `;
}

function isUnspacedChar(text: string, at: number): boolean {
  return UNSPACED_AT_START.test(text.slice(at, at + 2));
}

/**
 * {@link phraseHaystack} of a place a keyword is looked for (the title, the H1, the first
 * paragraph…), in which a hyphenated word also stands for its parts: "rebase" and "git rebase" are
 * in the title "git-rebase(1)", as they are in its URL, whose hyphens are spaces. The parts follow
 * on a line of their own, so no phrase runs from one version into the other.
 */
export function placeHaystack(text: string): string {
  const haystack = phraseHaystack(text);
  return haystack.includes("-") ? `${haystack}\n${haystack.replace(/-+/g, " ")}` : haystack;
}

/**
 * Whether `haystack` (from {@link phraseHaystack}) holds the keyword `phrase` as whole words. A phrase
 * of a script written without spaces may sit inside a run of that script ("腾讯" in "腾讯新闻"), as
 * those scripts mark no word boundaries; elsewhere a space must precede and follow it.
 */
export function containsPhrase(haystack: string, phrase: string): boolean {
  if (phrase === "") return false;
  // No script written without spaces has a code unit below U+0E00 (Thai, the first): most phrases
  // need neither regex (one anchored at the end is tried from every position).
  const startsUnspaced = phrase.charCodeAt(0) >= 0x0e00 && UNSPACED_AT_START.test(phrase);
  const endsUnspaced = phrase.charCodeAt(phrase.length - 1) >= 0x0e00 && UNSPACED_AT_END.test(phrase);
  for (let at = haystack.indexOf(phrase); at !== -1; at = haystack.indexOf(phrase, at + 1)) {
    const before = at - 1;
    const after = at + phrase.length;
    const startOk =
      haystack[before] === " " ||
      (startsUnspaced && isUnspacedChar(haystack, before - (isLowSurrogate(haystack, before) ? 1 : 0)));
    const endOk = haystack[after] === " " || (endsUnspaced && isUnspacedChar(haystack, after));
    if (startOk && endOk) return true;
  }
  return false;
}

function isLowSurrogate(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return c >= 0xdc00 && c <= 0xdfff;
}

// A final "s" after at least three other letters, not after another "s" ("strandings", not "bass").
const PLURAL_S = /(\S{2}[^\ss])s(?= |$)/gu;

/**
 * A phrase or haystack with English plural "s" endings dropped, for comparisons that must not tell
 * "whale stranding" from "whale strandings". Crude (it also turns "news" into "new") and only for
 * deciding which of two phrases a headline names, never for counting.
 */
export function withoutPluralS(text: string): string {
  // The pattern needs an "s" before a space or the end: most phrases have none to drop.
  if (!text.endsWith("s") && !text.includes("s ")) return text;
  return text.replace(PLURAL_S, "$1");
}
