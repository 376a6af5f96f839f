/**
 * Paragraph splitter for text typed in a textarea: paragraphs are separated by one or more blank
 * lines (lines holding only whitespace count as blank). Offsets let callers highlight a paragraph.
 *
 * Browser-safe: no Node built-ins.
 */

/** One paragraph: its text (trimmed) and UTF-16 offsets into the input (end exclusive). */
export interface ParagraphSpan {
  text: string;
  start: number;
  end: number;
}

const BLANK_LINES = /\n[ \t\r]*\n\s*/g;

/** Splits `text` into paragraphs on blank lines; whitespace-only paragraphs are dropped. */
export function splitParagraphs(text: string): ParagraphSpan[] {
  const out: ParagraphSpan[] = [];
  const push = (from: number, to: number) => {
    let s = from;
    let e = to;
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    if (e > s) out.push({ text: text.slice(s, e), start: s, end: e });
  };
  let from = 0;
  BLANK_LINES.lastIndex = 0;
  for (let m = BLANK_LINES.exec(text); m !== null; m = BLANK_LINES.exec(text)) {
    push(from, m.index);
    from = m.index + m[0].length;
  }
  push(from, text.length);
  return out;
}
