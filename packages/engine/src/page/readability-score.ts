import { clampScore } from "../scoring";
import { languageName } from "../text/language-name";
import { fleschFormulaFor, fleschReadingEaseOfScanned } from "../text/readability";
import type { PageInput } from "./computed/computed-facts";

/** Below this many words the Flesch score says little, so readability is null. */
export const MIN_WORDS_FOR_READABILITY = 100;

/** How the readability score was measured, or why there is none. */
export interface ReadabilityBasis {
  /** The formula used ("Flesch Reading Ease, Amstad (1978) for German"); null when there is no score. */
  formula: string | null;
  /** Why `contentScore.readability` is null, in words for users; null when there is a score. */
  nullReason: string | null;
}

// Scripts whose text has no syllables and spaced words for the Flesch formula to count.
const UNSPACED_LANGUAGES = new Set(["zh", "ja", "ko", "th", "lo", "km", "my"]);

/** "Chinese (zh)" for "zh"; the quoted tag when the runtime does not know the language. */
function namedLanguage(tag: string): string {
  const name = languageName(tag);
  return name ? `${name} (${tag})` : `“${tag}”`;
}

/**
 * The page's readability: Flesch Reading Ease of the main text with the formula validated for its
 * language (`FLESCH_FORMULAS`), as an integer 0–100; null, with the reason, when the text is too
 * short, its language is unknown, or no validated formula exists for it (Chinese, Japanese and the
 * other languages without one get no English score dressed up as theirs).
 */
export function pageReadability(
  mainText: string,
  derived: Pick<PageInput, "wordCount" | "contentLang" | "mainScan">,
): { score: number | null; basis: ReadabilityBasis } {
  const words = derived.wordCount;
  if (words < MIN_WORDS_FOR_READABILITY) {
    return {
      score: null,
      basis: {
        formula: null,
        nullReason: `The main text has ${words} ${words === 1 ? "word" : "words"}; the Flesch Reading Ease score needs at least ${MIN_WORDS_FOR_READABILITY}.`,
      },
    };
  }
  const lang = derived.contentLang.code;
  if (!lang) {
    return {
      score: null,
      basis: {
        formula: null,
        nullReason:
          "The page declares no language and its text does not show one; Flesch Reading Ease is language-specific, so readability is not scored.",
      },
    };
  }
  const formula = fleschFormulaFor(lang);
  const primary = lang.toLowerCase().split(/[-_]/)[0]!;
  if (!formula) {
    const why = UNSPACED_LANGUAGES.has(primary)
      ? " (it counts syllables per word and words per sentence, which this script does not mark)"
      : "";
    return {
      score: null,
      basis: {
        formula: null,
        nullReason: `Flesch Reading Ease has no validated formula for ${namedLanguage(lang)}${why}, so readability is not scored.`,
      },
    };
  }
  const flesch = fleschReadingEaseOfScanned(mainText, derived.mainScan, primary, formula).score;
  // Scores are integers 0–100 (DESIGN.md); Flesch itself has decimals.
  const score = flesch === null ? null : clampScore(flesch);
  const name = primary === "en" ? formula.name : `${formula.name} for ${languageName(primary) ?? primary}`;
  return {
    score,
    basis:
      score === null
        ? { formula: null, nullReason: "The main text has no sentences to measure." }
        : { formula: `Flesch Reading Ease, ${name}`, nullReason: null },
  };
}
