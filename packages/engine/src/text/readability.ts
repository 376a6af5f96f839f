/**
 * Flesch Reading Ease (Flesch 1948, the English constants):
 *
 *   FRE = 206.835 − 1.015 × (words ÷ sentences) − 84.6 × (syllables ÷ words)
 *
 * Higher is easier: 60–70 is plain English, under 30 is very hard. The score is clamped to 0–100,
 * as Yoast and most tools do, and rounded to one decimal. Numbers ("2026", "3.5") are left out of
 * the counts, as Yoast's research does, because their spoken length says nothing about difficulty.
 * Other languages with a validated adaptation (`FLESCH_FORMULAS`) use its constants; their syllables
 * come from the vowel-group fallback in `syllables.ts`, so their score is indicative.
 *
 * Browser-safe: no Node built-ins.
 */

import { splitSentences } from "./sentences";
import { countSyllables, followsEnglishRules } from "./syllables";
import { UNCOUNTED, WORDS } from "./word-dictionary";
import { dictionaryEntries, type ScannedWords, scanWordList } from "./word-scan";

/** The counts the formula needs. */
export interface FleschCounts {
  words: number;
  sentences: number;
  syllables: number;
}

/** A Flesch Reading Ease score with the counts behind it; `score` is null when there are no words. */
export interface FleschResult extends FleschCounts {
  score: number | null;
}

/**
 * One language's Flesch formula: `base − perWord × words per sentence − perSyllable × syllables per
 * word`, with the name of the adaptation, as published for that language.
 */
export interface FleschFormula {
  base: number;
  perWord: number;
  perSyllable: number;
  /** Who adapted it, for the report ("Amstad (1978)"). */
  name: string;
}

/**
 * The Flesch formula and its validated adaptations, by primary language subtag (the constants Yoast
 * uses too). Languages without one, above all those not written in syllables and spaced words
 * (Chinese, Japanese, Korean, Thai), get no readability score rather than the English one.
 */
export const FLESCH_FORMULAS: Readonly<Record<string, FleschFormula>> = {
  en: { base: 206.835, perWord: 1.015, perSyllable: 84.6, name: "Flesch (1948)" },
  de: { base: 180, perWord: 1, perSyllable: 58.5, name: "Amstad (1978)" },
  fr: { base: 207, perWord: 1.015, perSyllable: 73.6, name: "Kandel and Moles (1958)" },
  es: { base: 206.84, perWord: 1.02, perSyllable: 60, name: "Fernández Huerta (1959)" },
  it: { base: 217, perWord: 1.3, perSyllable: 60, name: "Franchina and Vacca (1986)" },
  nl: { base: 206.84, perWord: 0.93, perSyllable: 77, name: "Douma (1960)" },
  pt: { base: 248.835, perWord: 1.015, perSyllable: 84.6, name: "Martins et al. (1996)" },
};

/** The Flesch formula for a BCP 47 language tag ("de-AT" → Amstad's); null when there is no validated one. */
export function fleschFormulaFor(lang: string | null | undefined): FleschFormula | null {
  const primary = (lang ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return Object.hasOwn(FLESCH_FORMULAS, primary) ? FLESCH_FORMULAS[primary]! : null;
}

/**
 * Flesch Reading Ease from counts (English formula unless another is given), clamped to 0–100 and
 * rounded to one decimal. Returns null when there are no words or no sentences (the formula is
 * undefined there).
 */
export function fleschReadingEase(
  { words, sentences, syllables }: FleschCounts,
  formula: FleschFormula = FLESCH_FORMULAS.en!,
): number | null {
  if (words <= 0 || sentences <= 0) return null;
  const raw =
    formula.base - formula.perWord * (words / sentences) - formula.perSyllable * (syllables / words);
  return Math.round(Math.min(100, Math.max(0, raw)) * 10) / 10;
}

// A figure, with separators a figure is written with: "3.5", "1,000", "2024-25", "9/11", "24/7".
const NUMERIC = /^[\p{N}]+(?:[.,'’/-][\p{N}]+)*$/u;

/** Whether a token is a number, which the formula leaves out. */
export function isNumericToken(token: string): boolean {
  // Fast exact path: a number starts with a digit, so a token starting with an ASCII letter is none.
  const first = token.charCodeAt(0) | 0x20;
  if (first >= 0x61 && first <= 0x7a) return false;
  return NUMERIC.test(token);
}

/**
 * Flesch Reading Ease of a plain text: splits sentences (`sentences.ts`), words (`words.ts`) and
 * counts syllables (`syllables.ts`). `lang` selects the syllable counter.
 */
export function fleschReadingEaseOf(text: string, lang = "en"): FleschResult {
  return fleschReadingEaseOfScanned(text, scanWordList(text), lang);
}

/**
 * {@link fleschReadingEaseOf} from the words of `text` already scanned (`word-scan.ts`), so a
 * caller that needs them anyway tokenises once. Exact: no word crosses a sentence boundary (a
 * boundary sits at a line feed, or after a terminator run followed by whitespace or itself ending
 * in a terminator or closing quote that no word can hold), so the words of each sentence are the
 * scanned words that start inside it; those starting in a dropped sentence are skipped.
 */
export function fleschReadingEaseOfScanned(
  text: string,
  scanned: ScannedWords,
  lang = "en",
  formula: FleschFormula = FLESCH_FORMULAS.en!,
): FleschResult {
  const { starts, ids, distinct } = scanned;
  // Syllables per distinct word, -1 for numbers (left out), computed on first use and kept in the
  // word dictionary for the next text that holds the word.
  const perWord = new Int32Array(distinct.length).fill(UNCOUNTED);
  const entries = dictionaryEntries(scanned);
  const english = followsEnglishRules(lang);
  let words = 0;
  let syllables = 0;
  let sentences = 0;
  let k = 0;
  const total = ids.length;
  for (const sentence of splitSentences(text)) {
    while (k < total && starts[k]! < sentence.start) k++;
    let inSentence = 0;
    for (; k < total && starts[k]! < sentence.end; k++) {
      const id = ids[k]!;
      let count = perWord[id]!;
      if (count === UNCOUNTED) {
        count = entries === null ? UNCOUNTED : WORDS.syllables(entries[id]!, english);
        if (count === UNCOUNTED) {
          const word = distinct[id]!;
          count = isNumericToken(word) ? -1 : countSyllables(word, lang);
          if (entries !== null) WORDS.setSyllables(entries[id]!, english, count);
        }
        perWord[id] = count;
      }
      if (count === -1) continue;
      inSentence++;
      syllables += count;
    }
    if (inSentence > 0) sentences++;
    words += inSentence;
  }
  return { words, sentences, syllables, score: fleschReadingEase({ words, sentences, syllables }, formula) };
}
