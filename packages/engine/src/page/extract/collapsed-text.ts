/**
 * Whitespace collapsing done while text streams in, so that no big joined
 * string has to be rewritten by a regex afterwards. The results equal
 *
 *   - plain:  `text.replace(/\s+/g, " ").trim()` (CSS `white-space: normal`)
 *   - blocks: `text.replace(/\s+/g, run => run.includes("\n") ? "\n" : " ").trim()`
 *
 * of the concatenated pieces, because a whitespace run that spans pieces is
 * carried over as a pending separator rather than emitted piece by piece.
 */

import { isWhitespace } from "../../text/whitespace";
import { isComma } from "./main-block-rules";

export { isWhitespace };

// Kinds of whitespace run: none, without a line feed, with a line feed.
const NONE = 0;
const SPACE = 1;
const NEWLINE = 2;

/**
 * One piece of text split into leading run, collapsed core and trailing run.
 * A single instance is reused for every piece: read it before the next `set`.
 */
export class TextPiece {
  /** Kind of the leading whitespace run (the whole piece when it is blank). */
  lead = NONE;
  /** The piece without leading and trailing whitespace, inner runs as "\n" (with a line feed) or " ". */
  core = "";
  trail = NONE;
  /** Commas of the core (`isComma`), for the main-block scorer: counted in the same scan. */
  commas = 0;
  #plain: string | null = null;
  /** Whether the core holds a "\n" (set with it: the plain core is then rewritten). */
  #coreHasNewline = false;

  /** Whether the core holds a "\n", which the plain core has as " ". */
  get hasNewline(): boolean {
    return this.#coreHasNewline;
  }

  /** The core with every inner run as " ". */
  get plainCore(): string {
    this.#plain ??= this.#coreHasNewline ? this.core.replaceAll("\n", " ") : this.core;
    return this.#plain;
  }

  /**
   * Splits `source.slice(start, end)`. Every visible character of a page passes here: a long
   * leading run is read by V8's regex engine, the core by one scan, and nothing is sliced but the core.
   */
  set(source: string, start: number, end: number): this {
    this.#plain = null;
    // The leading run: up to its first line feed by hand (most runs are the "\n" and indentation
    // between tags, or none), the rest by a sticky regex (indentation can be long).
    let first = start;
    let lead = NONE;
    while (first < end) {
      const c = source.charCodeAt(first);
      if (c === 0x0a) {
        lead = NEWLINE;
        first++;
        break;
      }
      if (!isWhitespace(c)) break;
      lead = SPACE;
      first++;
    }
    if (lead === NEWLINE && first < end) {
      // The run found may go on past `end` only when the rest of the piece is whitespace.
      WHITESPACE_RUN.lastIndex = first;
      WHITESPACE_RUN.test(source);
      first = Math.min(WHITESPACE_RUN.lastIndex, end);
    }
    this.lead = lead;
    if (first === end) {
      this.core = "";
      this.commas = 0;
      this.#coreHasNewline = false;
      this.trail = lead;
      return this;
    }
    // The trailing run is short: read backwards to its start.
    let last = end;
    let trail = NONE;
    while (isWhitespace(source.charCodeAt(last - 1))) {
      if (source.charCodeAt(last - 1) === 0x0a) trail = NEWLINE;
      else if (trail === NONE) trail = SPACE;
      last--;
    }
    this.trail = trail;
    this.core = collapseInnerRuns(source, first, last);
    this.#coreHasNewline = coreHasNewline;
    this.commas = coreCommas;
    return this;
  }
}

// Set by collapseInnerRuns: whether its result holds a "\n", and its commas.
let coreHasNewline = false;
let coreCommas = 0;

/**
 * `core` with each inner whitespace run as "\n" (when it holds a line feed) or " ", by one scan.
 * `core` starts and ends with non-whitespace, so every run is inner and ends before the end. Runs
 * that are already a lone " " or "\n" are kept as they are: the lines of most pages' HTML source
 * are wrapped inside their paragraphs (DocBook, AsciiDoc), so nearly every text holds "\n", and
 * a regex replace with a callback per line was the cost of reading their text. The same scan
 * counts the commas the main-block scorer reads (a regex test and a second loop per piece before).
 */
function collapseInnerRuns(source: string, first: number, last: number): string {
  let out = "";
  let from = first;
  let newline = false;
  let commas = 0;
  for (let i = first; i < last; i++) {
    const c = source.charCodeAt(i);
    // Printable ASCII and the C1 range hold no whitespace: the common case skips the test.
    if (c > 0x20 && c < 0xa0) {
      if (c === 0x2c) commas++;
      continue;
    }
    if (!isWhitespace(c)) {
      if (c > 0x2c && isComma(c)) commas++;
      continue;
    }
    let end = i + 1;
    let runNewline = c === 0x0a;
    for (let d = source.charCodeAt(end); isWhitespace(d); d = source.charCodeAt(++end)) {
      if (d === 0x0a) runNewline = true;
    }
    if (runNewline) newline = true;
    if (end === i + 1 && (c === 0x20 || c === 0x0a)) continue;
    out += source.slice(from, i) + (runNewline ? "\n" : " ");
    from = end;
    i = end - 1;
  }
  coreHasNewline = newline;
  coreCommas = commas;
  return from === first ? source.slice(first, last) : out + source.slice(from, last);
}

// A run of whitespace, read from `lastIndex`.
const WHITESPACE_RUN = /\s*/y;

/**
 * A point of a {@link CollapsedText} to return to, packed into one number (marks are taken for every
 * link, and objects would be garbage): parts × 8 + pending run × 2 + started.
 */
export type CollapsedMark = number;

/**
 * Text collapsed as it arrives; `blocks` keeps runs holding a line feed as "\n". Pieces are
 * joined once at the end (unless `short`): `+=` would build a rope of thousands of pieces.
 *
 * A plain text (not `blocks`) takes the pieces' cores with their "\n"s and turns those into " "
 * once, when it is read: the same text (its separators are " " already), but one rewrite per text
 * rather than one per piece, and none for a text never read (a paragraph after the first ones).
 */
export class CollapsedText {
  /** The pieces so far; null for a short text, kept in `#text` instead. */
  #parts: string[] | null;
  #text = "";
  #pending = NONE;
  #started = false;
  #joined = false;
  /** A plain text holding a "\n" still to turn into " " when read. */
  #newlines = false;

  /**
   * `short`: a text of a few pieces read once and never rolled back (a title, a heading, a link's
   * text), kept as one growing string: for it, an array and a join cost more than the rope.
   */
  constructor(
    private readonly blocks: boolean,
    short = false,
  ) {
    this.#parts = short ? null : [];
  }

  /** Empties the text to collect another (one instance serves every heading of a page, say). */
  reset(): this {
    if (this.#parts === null) this.#text = "";
    else this.#parts.length = 0;
    this.#pending = NONE;
    this.#started = false;
    this.#joined = false;
    this.#newlines = false;
    return this;
  }

  append(piece: TextPiece): void {
    const core = piece.core;
    if (core === "") {
      if (piece.lead > this.#pending) this.#pending = piece.lead;
      return;
    }
    let separator = "";
    if (this.#started) {
      const run = Math.max(piece.lead, this.#pending);
      if (run === NEWLINE) separator = this.blocks ? "\n" : " ";
      else if (run === SPACE) separator = " ";
    }
    if (this.#parts === null) this.#text += separator === "" ? core : separator + core;
    else {
      if (separator !== "") this.#parts.push(separator);
      this.#parts.push(core);
    }
    if (!this.blocks && piece.hasNewline) this.#newlines = true;
    this.#started = true;
    this.#pending = piece.trail;
  }

  /** The state to return to with {@link rollback}: taken while text streams in, before `value` is read. */
  mark(): CollapsedMark {
    if (this.#parts === null) throw new Error("A short text has no marks");
    return this.#parts.length * 8 + this.#pending * 2 + (this.#started ? 1 : 0);
  }

  /** Drops what was appended since `mark` was taken (nothing when an earlier mark was rolled back to since). */
  rollback(mark: CollapsedMark): void {
    if (this.#parts === null) throw new Error("A short text has no marks");
    const parts = Math.floor(mark / 8);
    if (parts > this.#parts.length) return;
    this.#parts.length = parts;
    this.#pending = (mark >> 1) & 3;
    this.#started = (mark & 1) === 1;
  }

  /** A line feed (a block boundary). */
  appendNewline(): void {
    this.#pending = NEWLINE;
  }

  /** Whether no text (other than whitespace) was appended. */
  get empty(): boolean {
    return this.#parts === null ? this.#text === "" : this.#parts.length === 0;
  }

  /**
   * The text appended between two marks, trimmed (a block of the page, see `main-block.ts`).
   * Read before `value`, which joins the pieces and so loses the marks' places.
   */
  slice(start: CollapsedMark, end: CollapsedMark): string {
    if (this.#parts === null) throw new Error("A short text has no marks");
    if (this.#joined) throw new Error("A text's marks are gone once its value was read");
    const text = this.#parts
      .slice(Math.floor(start / 8), Math.floor(end / 8))
      .join("")
      .trim();
    return this.#newlines ? text.replaceAll("\n", " ") : text;
  }

  /** The collapsed, trimmed text so far. */
  get value(): string {
    if (this.#parts === null) {
      if (this.#newlines) this.#text = this.#text.replaceAll("\n", " ");
      this.#newlines = false;
      return this.#text;
    }
    if (this.#parts.length > 1 || this.#newlines) {
      const text = this.#parts.join("");
      this.#parts = [this.#newlines ? text.replaceAll("\n", " ") : text];
      this.#joined = true;
      this.#newlines = false;
    }
    return this.#parts[0] ?? "";
  }
}
