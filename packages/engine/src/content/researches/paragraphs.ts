import type { Paper } from "../paper";
import type { Researcher } from "../researcher";

/** A paragraph of the body with its length in words. */
export interface ParagraphInfo {
  start: number;
  end: number;
  words: number;
}

/** The body's paragraphs (blocks of prose between blank lines; headings and list items excluded). */
export function paragraphs(_paper: Paper, researcher: Researcher): ParagraphInfo[] {
  const { blocks } = researcher.get("structure");
  const tokens = researcher.get("bodyTokens");
  const out: ParagraphInfo[] = [];
  let t = 0;
  for (const block of blocks) {
    while (t < tokens.length && tokens[t]!.start < block.start) t++;
    let n = 0;
    while (t + n < tokens.length && tokens[t + n]!.end <= block.end) n++;
    if (block.kind === "paragraph") out.push({ start: block.start, end: block.end, words: n });
  }
  return out;
}
