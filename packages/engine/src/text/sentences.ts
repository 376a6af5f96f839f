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
 * Not boundaries: decimals and versions ("3.5", "v1.2"), abbreviations in their context (a title
 * before a capitalised name: "Dr. Smith", "St. Paul"; a reference before a number: "No. 5",
 * "vol. 3"), initials and dotted acronyms before a name ("J. K. Rowling", "U.S. Army"), and any
 * full stop or ellipsis followed by a lower-case word ("e.g. this", "wait... what"). A
 * capitalised function word after an abbreviation starts a new sentence ("Main St. Then…").
 *
 * Browser-safe: no Node built-ins.
 */

import { stopWordsFor } from "./stop-words";
import { isWhitespace } from "./whitespace";

/** One sentence: its text (trimmed) and UTF-16 offsets into the input (end exclusive). */
export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

// Abbreviations, as written (case matters: "No. 5" but "the answer was no."), by what must follow
// them for the full stop not to end the sentence: a capitalised name ("Dr. Smith", "St. Paul") or a
// number ("No. 5", "vol. 3", "pp. 12"). Anywhere else their full stop ends a sentence as usual:
// "It is a piece of art. Closed terrariums…", "The answer was no. We left early."
const BEFORE_NAME = new Set([
  "Mr",
  "Mrs",
  "Ms",
  "Dr",
  "Prof",
  "Sr",
  "Jr",
  "St",
  "Mt",
  "Ft",
  "Rev",
  "Gen",
  "Col",
  "Capt",
  "Lt",
  "Sgt",
  "Gov",
  "Sen",
  "Rep",
  "Hon",
  "Pres",
  "vs",
  "cf",
]);
const BEFORE_NUMBER = new Set([
  "No",
  "no",
  "Nos",
  "nos",
  "Vol",
  "vol",
  "Vols",
  "vols",
  "pp",
  "Fig",
  "fig",
  "Figs",
  "figs",
  "Ch",
  "ch",
  "Art",
  "art",
  "Sec",
  "sec",
  "Eq",
  "eq",
  "vs",
  "approx",
  "ca",
  "cf",
]);

const TERMINATORS = new Set([".", "!", "?", "…", "。", "！", "？"]);

const CLOSERS = new Set(['"', "'", "”", "’", ")", "]", "»"]);

// Capitalised words that start sentences but are not names: after "St." or an initial they mean the
// full stop ended a sentence ("Main St. Then we left", "plan B. It worked"). English function words,
// except the two that are also common first names.
let sentenceOpeners: ReadonlySet<string> | undefined;
function isSentenceOpener(word: string): boolean {
  sentenceOpeners ??= new Set([...stopWordsFor("en")].filter((w) => w !== "will" && w !== "may"));
  return sentenceOpeners.has(word.toLowerCase());
}

// ASCII is decided without the regex (its lower-case letters are a–z): this runs at nearly every
// line break and full stop, and documentation pages have one every few words.
function isLowerLetter(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return c < 0x80 ? c >= 0x61 && c <= 0x7a : LOWER_LETTER.test(ch);
}

const LOWER_LETTER = /\p{Ll}/u;

// The word (letters and dots) that ends right before position `end` in `text`. ASCII is decided
// without the regex (its letters are A–Z and a–z), which otherwise ran once per character of the
// word before nearly every full stop of the text.
function wordBefore(text: string, end: number): string {
  let i = end;
  while (i > 0) {
    const c = text.charCodeAt(i - 1);
    if (c < 0x80 ? c === 0x2e || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) : /[\p{L}.]/u.test(text[i - 1]!))
      i--;
    else break;
  }
  return text.slice(i, end);
}

// What follows at `at`: whether it is a number (digits or a Roman numeral) and whether it is a
// capitalised name (a capital letter, not a sentence opener). "L" in "L. L. Bean" is both.
function following(text: string, at: number): { number: boolean; name: boolean } {
  const rest = /^[\p{L}\p{N}]+/u.exec(text.slice(at, at + 40))?.[0] ?? "";
  return {
    number: /^\p{N}/u.test(rest) || /^[IVXLC]+$/.test(rest),
    name: /^\p{Lu}/u.test(rest) && !isSentenceOpener(rest),
  };
}

/**
 * Whether the full stop at `dot` belongs to an abbreviation or initial rather than ending a sentence,
 * given that the next word starts at `next`: a title before a name, a reference before a number, an
 * initial or a dotted acronym before a name ("J. K. Rowling", "U.S. Army"), or a list number at the
 * start of a line ("1. Introduction"). "e.g." and "i.e." are only abbreviations when a lower-case
 * word follows, which the caller checks.
 */
function isAbbreviation(text: string, dot: number, next: number): boolean {
  const word = wordBefore(text, dot);
  if (word === "") return isListNumber(text, dot);
  // Only a listed title or reference, an initial or a dotted acronym can be an abbreviation: for
  // any other word (most full stops end one) what follows need not be read.
  const listed = !word.includes(".") && (BEFORE_NAME.has(word) || BEFORE_NUMBER.has(word));
  if (!listed && !INITIALS.test(word)) return false;
  const follows = following(text, next);
  if (!word.includes(".")) {
    if (follows.name && BEFORE_NAME.has(word)) return true;
    if (follows.number && BEFORE_NUMBER.has(word)) return true;
  }
  // A single capital letter (an initial) or a dotted acronym ("U.S") before a name.
  return follows.name && INITIALS.test(word);
}

// A single capital letter (an initial) or a dotted acronym ("U.S").
const INITIALS = /^(?:\p{Lu}\.)*\p{Lu}$/u;

// Whether the full stop at `dot` ends a 1–3-digit number that opens its line, after an optional
// list marker: "1. Introduction", "- 2. The Production Environment".
function isListNumber(text: string, dot: number): boolean {
  let i = dot;
  while (i > 0 && dot - i < 3 && text.charCodeAt(i - 1) >= 0x30 && text.charCodeAt(i - 1) <= 0x39) i--;
  if (i === dot || (i > 0 && text.charCodeAt(i - 1) >= 0x30 && text.charCodeAt(i - 1) <= 0x39)) return false;
  const lineStart = text.lastIndexOf("\n", i - 1) + 1;
  return /^[ \t]*(?:[-*+•][ \t]+)?$/.test(text.slice(lineStart, i));
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
    if (ch === "." && single && isAbbreviation(text, i, k)) continue;
    // A lower-case word after the stop means it was not the end ("e.g. this", "wait... what").
    if (isFullWidth || !isLowerLetter(next)) push(end);
  }
  push(n);
  return out;
}
