/**
 * Sentence splitter with offsets, for English-like prose typed in a textarea.
 *
 * Boundaries:
 * - `.`, `!`, `?`, `…` (and `。！？`) followed by whitespace and then something that can start a
 *   sentence (an upper-case letter, a digit, a quote or bracket, or the end of the text). Closing
 *   quotes and brackets after the terminator stay with the sentence.
 * - A blank line always; a single line break when the next line does not start with a lower-case
 *   letter (so headings, list items and short social-post lines are separate sentences, while a
 *   hard-wrapped sentence stays whole).
 *
 * Not boundaries: decimals and versions ("3.5", "v1.2"), abbreviations that precede a name
 * ("Dr. Smith", "Mr. Jones"), initials ("J. K. Rowling"), and any full stop or ellipsis followed by
 * a lower-case word ("e.g. this", "wait... what").
 *
 * Browser-safe: no Node built-ins.
 */

/** One sentence: its text (trimmed) and UTF-16 offsets into the input (end exclusive). */
export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

// Abbreviations after which a full stop never ends a sentence: they precede a name or a number.
const TITLE_ABBREVIATIONS = new Set([
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "sr",
  "jr",
  "st",
  "mt",
  "rev",
  "gen",
  "col",
  "capt",
  "lt",
  "sgt",
  "gov",
  "sen",
  "rep",
  "hon",
  "fig",
  "no",
  "vol",
  "pp",
  "ch",
  "art",
  "vs",
  "approx",
  "ca",
  "cf",
]);

const TERMINATORS = new Set([".", "!", "?", "…", "。", "！", "？"]);

/** Whether a UTF-16 code unit is one of `TERMINATORS`. */
function isTerminatorCode(c: number): boolean {
  return (
    c === 0x2e || c === 0x21 || c === 0x3f || c === 0x2026 || c === 0x3002 || c === 0xff01 || c === 0xff1f
  );
}
const CLOSERS = new Set(['"', "'", "”", "’", ")", "]", "»"]);

function isLowerLetter(ch: string): boolean {
  return /\p{Ll}/u.test(ch);
}

// The word (letters and dots) that ends right before position `end` in `text`.
function wordBefore(text: string, end: number): string {
  let i = end;
  while (i > 0 && /[\p{L}.]/u.test(text[i - 1]!)) i--;
  return text.slice(i, end);
}

/**
 * Whether the full stop at `dot` belongs to an abbreviation or initial rather than ending a sentence.
 * "e.g." and "i.e." are only abbreviations when a lower-case word follows, which the caller checks.
 */
function isAbbreviation(text: string, dot: number): boolean {
  const word = wordBefore(text, dot);
  if (word === "") return false;
  const bare = word.replace(/\./g, "").toLowerCase();
  if (TITLE_ABBREVIATIONS.has(bare) && !word.includes(".")) return true;
  // A single capital letter: an initial ("J. K. Rowling").
  if (/^\p{Lu}$/u.test(word)) return true;
  return false;
}

/** Splits `text` into sentences, trimming whitespace; empty sentences are dropped. */
export function splitSentences(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/u.test(text[s]!)) s++;
    while (e > s && /\s/u.test(text[e - 1]!)) e--;
    if (e > s && /[\p{L}\p{N}]/u.test(text.slice(s, e)))
      out.push({ text: text.slice(s, e), start: s, end: e });
    start = end;
  };

  const n = text.length;
  for (let i = 0; i < n; i++) {
    // Most characters are neither a line feed nor a terminator: test the code unit before making a string.
    const code = text.charCodeAt(i);
    if (code !== 0x0a && !isTerminatorCode(code)) continue;
    const ch = text[i]!;
    if (ch === "\n") {
      // Look at the next line: blank → boundary; lower-case start → same sentence.
      let j = i + 1;
      while (j < n && (text[j] === " " || text[j] === "\t" || text[j] === "\r")) j++;
      if (j >= n || text[j] === "\n" || !isLowerLetter(text[j]!)) push(i);
      continue;
    }
    if (!TERMINATORS.has(ch)) continue;
    // Swallow runs of terminators ("?!", "...") and closing quotes/brackets.
    let end = i + 1;
    while (end < n && (TERMINATORS.has(text[end]!) || CLOSERS.has(text[end]!))) end++;
    const isFullWidth = ch === "。" || ch === "！" || ch === "？";
    if (end >= n) {
      push(end);
      i = end - 1;
      continue;
    }
    if (!isFullWidth && !/\s/u.test(text[end]!)) {
      i = end - 1; // "3.5", "example.com", "a.m." inside a word
      continue;
    }
    let k = end;
    while (k < n && (text[k] === " " || text[k] === "\t")) k++;
    const next = text[k];
    if (next === undefined || next === "\n" || next === "\r") {
      push(end);
      i = end - 1;
      continue;
    }
    const single = end === i + 1;
    if (ch === "." && single && isAbbreviation(text, i)) {
      i = end - 1;
      continue;
    }
    // A lower-case word after the stop means it was not the end ("e.g. this", "wait... what").
    if (isFullWidth || !isLowerLetter(next)) push(end);
    i = end - 1;
  }
  push(n);
  return out;
}
