import type { Paper } from "../paper";
import type { Researcher } from "../researcher";
import { type Token, tokensOf } from "../tokens";

/** Every word of the body's text (headings, paragraphs and list items; no URLs or image markup). */
export function bodyTokens(_paper: Paper, researcher: Researcher): Token[] {
  const { prose, blocks } = researcher.get("structure");
  const out: Token[] = [];
  for (const block of blocks)
    for (const t of tokensOf(prose.slice(block.start, block.end), block.start)) out.push(t);
  return out;
}
