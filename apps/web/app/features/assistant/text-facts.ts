/**
 * Small, deterministic measurements of a plain text, used to check an AI proposal against the
 * original (numbers, names, length) and to describe what changed in plain words.
 */

const WORD = /[\p{L}\p{N}]/u;

/** Words of a text: whitespace-separated tokens holding at least one letter or digit. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (WORD.test(token)) count++;
  return count;
}

/** The numbers written in a text ("3", "1,200", "4.5", "12:30"), in order of first appearance, once each. */
export function numbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\p{N}+(?:[.,:/]\p{N}+)*/gu)) found.add(match[0]);
  return [...found];
}

/** Whether `number` occurs in `text` as a whole number (so "12" is not found inside "2012" or "12.5"). */
export function hasNumber(text: string, number: string): boolean {
  return numbersIn(text).includes(number);
}

const CAPITALISED = /\p{Lu}[\p{L}\p{M}\p{N}'’-]*/gu;
/** Characters that may sit between a sentence end and the next word: spaces, quotes, brackets, list marks. */
const LEADING = /[\s"'“”‘’([{*_#>-]/u;

/** Whether the word at `index` starts a sentence, a line or a list item (so its capital says nothing). */
function startsSentence(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0) {
    const ch = text[i] as string;
    if (ch === "\n") return true;
    if (!LEADING.test(ch)) break;
    i--;
  }
  if (i < 0) return true;
  const before = text[i] as string;
  if (".!?:;…".includes(before)) return true;
  // "1. Word" / "2) Word": a numbered list item.
  if (/[.)]/.test(before) && /^\s*\p{N}+$/u.test(text.slice(text.lastIndexOf("\n", i) + 1, i))) return true;
  return false;
}

/**
 * Names: capitalised words in the middle of a sentence ("Berlin", "RankLens", "iPhone" is missed
 * on purpose: no capital first letter). The pronoun "I" is not a name. Each once, in order.
 */
export function namesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(CAPITALISED)) {
    const word = match[0].replace(/['’-]+$/u, "");
    if (word === "I" || word.length === 0) continue;
    if (startsSentence(text, match.index)) continue;
    found.add(word);
  }
  return [...found];
}

/** Whether `word` occurs in `text` as a whole word, with the same capitals. */
export function hasWord(text: string, word: string): boolean {
  for (const match of text.matchAll(CAPITALISED)) {
    if (match[0].replace(/['’-]+$/u, "") === word) return true;
  }
  return false;
}

/** Hashtags of a text ("#seo"), lower-cased, once each. */
export function hashtagsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]+)/gu)) {
    found.add(`#${(match[1] as string).toLowerCase()}`);
  }
  return [...found];
}

/** Paragraphs: blocks separated by blank lines, ignoring empty ones. */
export function paragraphsIn(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "");
}

/** Lines written as Markdown headings ("## Why it matters"). */
export function countHeadings(text: string): number {
  return text.split("\n").filter((line) => /^\s{0,3}#{1,6}\s+\S/.test(line)).length;
}
