import { splitSentences } from "../../text/sentences";
import type { Paper } from "../paper";
import type { Block } from "../parse-body";
import type { Researcher } from "../researcher";
import { type Token, tokensOf } from "../tokens";

/** A sentence of the body's prose (paragraphs and list items; headings are not sentences). */
export interface ProseSentence {
  text: string;
  start: number;
  end: number;
  tokens: Token[];
  /** Index of its block in `structure.blocks`. */
  block: number;
  blockKind: Block["kind"];
  isQuestion: boolean;
}

/** The body's sentences with their words, in order. */
export function sentences(_paper: Paper, researcher: Researcher): ProseSentence[] {
  const { prose, blocks } = researcher.get("structure");
  const out: ProseSentence[] = [];
  blocks.forEach((block, index) => {
    if (block.kind === "heading") return;
    for (const s of splitSentences(prose.slice(block.start, block.end))) {
      const start = s.start + block.start;
      const tokens = tokensOf(s.text, start);
      if (tokens.length === 0) continue;
      out.push({
        text: s.text,
        start,
        end: s.end + block.start,
        tokens,
        block: index,
        blockKind: block.kind,
        isQuestion: /\?["'”’)\]]*$/.test(s.text),
      });
    }
  });
  return out;
}
