import { splitParagraphs } from "@ranklens/engine/text";

/** What a paragraph-level block of the writer's text is. */
export type BlockKind = "heading" | "prose" | "list" | "hashtags";

/** One block (paragraph) of the text with its offsets (end exclusive). */
export interface TextBlock {
  kind: BlockKind;
  text: string;
  start: number;
  end: number;
}

const HASHTAG = /^#[\p{L}\p{N}_]+$/u;
const MARKDOWN_HEADING = /^#{1,6}\s+\S/;
const LIST_ITEM = /^\s*(?:[-*•+]|\d+[.)])\s+\S/;
/** Longest line we still read as an unmarked heading ("Why it matters"). */
const MAX_BARE_HEADING_CHARS = 80;

function kindOf(text: string, isLast: boolean): BlockKind {
  const tokens = text.split(/\s+/);
  if (tokens.every((t) => HASHTAG.test(t))) return "hashtags";
  const lines = text.split("\n");
  if (lines.length === 1 && MARKDOWN_HEADING.test(text)) return "heading";
  if (lines.every((line) => LIST_ITEM.test(line))) return "list";
  // A short single line without closing punctuation, followed by more text, reads as a heading.
  if (!isLast && lines.length === 1 && text.length <= MAX_BARE_HEADING_CHARS && !/[.!?:;,…"”)]$/.test(text)) {
    return "heading";
  }
  return "prose";
}

/** Splits the text into blocks on blank lines and says what each one is. */
export function splitBlocks(body: string): TextBlock[] {
  const paragraphs = splitParagraphs(body);
  return paragraphs.map((p, i) => ({
    kind: kindOf(p.text, i === paragraphs.length - 1),
    text: p.text,
    start: p.start,
    end: p.end,
  }));
}

/** The text with some blocks replaced (or removed, with `null`), everything else byte for byte. */
export function replaceBlocks(body: string, replacements: Map<TextBlock, string | null>): string {
  const ordered = [...replacements.entries()].sort((a, b) => b[0].start - a[0].start);
  let out = body;
  for (const [block, text] of ordered) {
    if (text === null) {
      // Remove the block with the blank line(s) before it.
      let from = block.start;
      while (from > 0 && /\s/.test(out[from - 1]!)) from--;
      out = out.slice(0, from) + out.slice(block.end);
    } else {
      out = out.slice(0, block.start) + text + out.slice(block.end);
    }
  }
  return out;
}
