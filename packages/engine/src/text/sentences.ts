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

import { isWhitespace } from "./whitespace";

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

// The code units the scan stops at: a line feed or one of `TERMINATORS`. The regex engine skips the
// characters in between far faster than a loop over `charCodeAt` (no `u` flag: it matches code units,
// and every one of these is a single code unit).
const BREAK_CANDIDATE = /[\n.!?\u2026\u3002\uff01\uff1f]/g;

// Whether an ASCII letter or digit is at `i`: such a character is itself a letter or number.
function isAsciiAlphanumeric(c: number): boolean {
  const lower = c | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (c >= 0x30 && c <= 0x39);
}

/** Splits `text` into sentences, trimming whitespace; empty sentences are dropped. */
export function splitSentences(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && isWhitespace(text.charCodeAt(s))) s++;
    while (e > s && isWhitespace(text.charCodeAt(e - 1))) e--;
    // A sentence starting with an ASCII letter or digit holds one; otherwise the regex decides.
    if (e > s && (isAsciiAlphanumeric(text.charCodeAt(s)) || /[\p{L}\p{N}]/u.test(text.slice(s, e))))
      out.push({ text: text.slice(s, e), start: s, end: e });
    start = end;
  };

  const n = text.length;
  const candidates = BREAK_CANDIDATE;
  candidates.lastIndex = 0;
  // `test` moves `lastIndex` past each candidate; where a run is swallowed, the scan resumes after it.
  while (candidates.test(text)) {
    const i = candidates.lastIndex - 1;
    const ch = text[i]!;
    if (ch === "\n") {
      // Look at the next line: blank → boundary; lower-case start → same sentence.
      let j = i + 1;
      while (j < n && (text[j] === " " || text[j] === "\t" || text[j] === "\r")) j++;
      if (j >= n || text[j] === "\n" || !isLowerLetter(text[j]!)) push(i);
      continue;
    }
    // Swallow runs of terminators ("?!", "...") and closing quotes/brackets.
    let end = i + 1;
    while (end < n && (TERMINATORS.has(text[end]!) || CLOSERS.has(text[end]!))) end++;
    candidates.lastIndex = end;
    const isFullWidth = ch === "。" || ch === "！" || ch === "？";
    if (end >= n) {
      push(end);
      continue;
    }
    if (!isFullWidth && !isWhitespace(text.charCodeAt(end))) continue; // "3.5", "example.com", "a.m." inside a word
    let k = end;
    while (k < n && (text[k] === " " || text[k] === "\t")) k++;
    const next = text[k];
    if (next === undefined || next === "\n" || next === "\r") {
      push(end);
      continue;
    }
    const single = end === i + 1;
    if (ch === "." && single && isAbbreviation(text, i)) continue;
    // A lower-case word after the stop means it was not the end ("e.g. this", "wait... what").
    if (isFullWidth || !isLowerLetter(next)) push(end);
  }
  push(n);
  return out;
}
