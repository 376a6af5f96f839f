/**
 * The one verdict on the length of a title or meta description, used by the page checks, the
 * content analyser, the report's counts, the web app's Analyzer card and editor counter, and the
 * CLI: one band per field and one way of counting characters.
 *
 * Browser-safe: no Node built-ins (the editor imports it as `@ranklens/engine/length-band`).
 */
import { wideCharacters } from "./display-width";

/** A recommended length range in characters, both ends included. */
export interface LengthBand {
  min: number;
  max: number;
}

/** Titles: search results show about 60 characters; fewer than 30 wastes the most visible line (product spec §5). */
export const TITLE_LENGTH_BAND: Readonly<LengthBand> = { min: 30, max: 60 };
/** Meta descriptions: snippets show about 120–160 characters (product spec §5). */
export const META_DESCRIPTION_LENGTH_BAND: Readonly<LengthBand> = { min: 120, max: 160 };

export type LengthVerdict = "missing" | "tooShort" | "good" | "tooLong";

/**
 * Characters as people count them: code points (an emoji is one, not two UTF-16 units) of the
 * text without the whitespace around it (which no search result shows).
 */
export function characterCount(text: string): number {
  const trimmed = text.trim();
  let count = 0;
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = trimmed.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** The verdict on a length already counted with {@link characterCount}; 0 is "missing". */
export function lengthVerdict(length: number, band: LengthBand): LengthVerdict {
  if (length === 0) return "missing";
  if (length < band.min) return "tooShort";
  if (length > band.max) return "tooLong";
  return "good";
}

/** A text's length and its verdict. */
export interface LengthJudgement {
  length: number;
  verdict: LengthVerdict;
}

/** Counts `text` (null or absent counts as empty) and judges it against `band`. */
export function judgeLength(text: string | null | undefined, band: LengthBand): LengthJudgement {
  const length = text ? characterCount(text) : 0;
  return { length, verdict: lengthVerdict(length, band) };
}

/** A title's length, how many of its characters are wide, and its verdict by width. */
export interface WidthJudgement extends LengthJudgement {
  /** Chinese, Japanese, Korean and full-width characters: each about as wide as two Latin letters. */
  wide: number;
  /** `length + wide`: the width in Latin letters, which the verdict judges. */
  width: number;
}

/**
 * Like {@link judgeLength}, but the verdict is on the display width (text/display-width.ts):
 * results cut titles by width, so a CJK title of 40 characters is as long as a Latin one of 80.
 * For Latin text the width is the length and the verdict the same.
 */
export function judgeWidth(text: string | null | undefined, band: LengthBand): WidthJudgement {
  const length = text ? characterCount(text) : 0;
  const wide = text ? wideCharacters(text.trim()) : 0;
  const width = length + wide;
  return { length, wide, width, verdict: lengthVerdict(width, band) };
}
