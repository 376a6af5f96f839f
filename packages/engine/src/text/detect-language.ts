/**
 * The language a page's text is in, for the language-specific steps of the analysis (stop words,
 * readability formula, the language quoted in advice). The declared language (`<html lang>`,
 * `Content-Language`) is taken at its word unless the text's script contradicts it; a page that
 * declares nothing is recognised by its script (Chinese, Japanese, Korean, Thai) or, for Latin
 * scripts, by which language's stop words it uses most.
 *
 * Browser-safe: no Node built-ins.
 */

import { STOP_WORD_LISTS, type StopWordLanguage } from "./stop-words";

export interface ContentLanguage {
  /** BCP 47 tag: the declared one, or a bare primary subtag when detected; null when unknown. */
  code: string | null;
  /** How it was found: as declared, from the script of the words, from their stop words, or not at all. */
  source: "declared" | "script" | "stop-words" | null;
}

/** Share of a text's words a script must hold for the text to count as written in it. */
const SCRIPT_SHARE = 0.3;
/** Share of a text's words that must be one language's stop words for a Latin-script text to count as that language. */
const STOP_WORD_SHARE = 0.12;

// By Script: Script_Extensions also files combining accents and the modifier apostrophe under Han.
const HAN = /\p{sc=Han}/u;
const KANA = /[\p{sc=Hiragana}\p{sc=Katakana}\u30fc]/u;
const HANGUL = /\p{sc=Hangul}/u;
const THAI = /\p{sc=Thai}/u;
const LETTER = /\p{L}/u;

// Latin-script languages told apart by their stop words.
const VOTING: readonly StopWordLanguage[] = ["en", "de", "fr", "es", "it", "nl", "pt", "cs"];
// Per stop word, the indices in VOTING of the languages it is a stop word of: one lookup per
// distinct word of a text instead of one per language.
let votesByWord: Map<string, readonly number[]> | null = null;
function votesOf(word: string): readonly number[] | undefined {
  if (votesByWord === null) {
    votesByWord = new Map();
    VOTING.forEach((lang, index) => {
      for (const stopWord of STOP_WORD_LISTS[lang].split(/\s+/)) {
        if (stopWord === "") continue;
        const votes = votesByWord!.get(stopWord);
        if (votes === undefined) votesByWord!.set(stopWord, [index]);
        else if (votes.at(-1) !== index) votesByWord!.set(stopWord, [...votes, index]);
      }
    });
  }
  return votesByWord.get(word);
}

function primaryOf(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
}

/**
 * The language of a text given its words (normalised, as ids into `vocabulary`) and the declared
 * language tag, if any.
 */
export function detectContentLanguage(
  declared: string | null,
  words: { ids: ArrayLike<number>; vocabulary: readonly string[] },
): ContentLanguage {
  const { ids, vocabulary } = words;
  const counts = new Int32Array(vocabulary.length);
  for (let i = 0; i < ids.length; i++) counts[ids[i]!]!++;
  let letterWords = 0;
  let han = 0;
  let kana = 0;
  let hangul = 0;
  let thai = 0;
  for (let id = 0; id < vocabulary.length; id++) {
    const word = vocabulary[id]!;
    const n = counts[id]!;
    const first = word.charCodeAt(0);
    if (first < 0x80) {
      // ASCII: a letter or not, never one of the scripts below.
      if ((first | 0x20) >= 0x61 && (first | 0x20) <= 0x7a) letterWords += n;
      continue;
    }
    if (!LETTER.test(word)) continue;
    letterWords += n;
    if (KANA.test(word)) kana += n;
    else if (HAN.test(word)) han += n;
    else if (HANGUL.test(word)) hangul += n;
    else if (THAI.test(word)) thai += n;
  }
  const declaredTag = declared?.trim() || null;
  const declaredPrimary = declaredTag ? primaryOf(declaredTag) : null;
  const byScript = scriptLanguage(letterWords, han, kana, hangul, thai);
  if (byScript) {
    return declaredPrimary === byScript
      ? { code: declaredTag, source: "declared" }
      : { code: byScript, source: "script" };
  }
  if (declaredTag) return { code: declaredTag, source: "declared" };
  if (letterWords === 0) return { code: null, source: null };
  const hitsByLanguage = new Array<number>(VOTING.length).fill(0);
  for (let id = 0; id < vocabulary.length; id++) {
    const votes = votesOf(vocabulary[id]!);
    if (votes !== undefined) for (const index of votes) hitsByLanguage[index]! += counts[id]!;
  }
  // The first language with the most hits wins.
  let best: StopWordLanguage | null = null;
  let bestHits = 0;
  for (let index = 0; index < VOTING.length; index++) {
    if (hitsByLanguage[index]! > bestHits) {
      best = VOTING[index]!;
      bestHits = hitsByLanguage[index]!;
    }
  }
  if (best && bestHits >= STOP_WORD_SHARE * letterWords) return { code: best, source: "stop-words" };
  return { code: null, source: null };
}

function scriptLanguage(
  letterWords: number,
  han: number,
  kana: number,
  hangul: number,
  thai: number,
): string | null {
  if (letterWords === 0) return null;
  // Japanese mixes kanji with kana; Chinese has no kana.
  if (han + kana >= SCRIPT_SHARE * letterWords) return kana >= 0.1 * (han + kana) ? "ja" : "zh";
  if (hangul >= SCRIPT_SHARE * letterWords) return "ko";
  if (thai >= SCRIPT_SHARE * letterWords) return "th";
  return null;
}
