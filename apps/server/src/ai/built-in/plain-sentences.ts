import { splitSentences } from "@ranklens/engine/text";
import { splitBlocks } from "./text-blocks";

/** A sentence of the writer's prose, with Markdown marks and list bullets removed. */
export interface PlainSentence {
  text: string;
  /** Position among all sentences, from 0. */
  index: number;
  /** Whether it starts its paragraph. */
  leadsBlock: boolean;
}

/** Images go (their alt text describes a picture, not the page); links become their text; emphasis, code marks and bullets go. */
function stripMarks(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|`)/g, "")
    .replace(/^\s*(?:[-*•+]|\d+[.)])\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The sentences of the text's prose and list blocks, in order, as plain text.
 * Headings and hashtag lines are left out unless the text has nothing else.
 */
export function plainSentences(body: string): PlainSentence[] {
  const blocks = splitBlocks(body);
  const prose = blocks.filter((b) => b.kind === "prose" || b.kind === "list");
  const source = prose.length > 0 ? prose : blocks.filter((b) => b.kind === "heading");
  const out: PlainSentence[] = [];
  for (const block of source) {
    const text = block.kind === "heading" ? block.text.replace(/^#{1,6}\s+/, "") : block.text;
    splitSentences(text).forEach((s, i) => {
      const plain = stripMarks(s.text);
      if (plain) out.push({ text: plain, index: out.length, leadsBlock: i === 0 });
    });
  }
  return out;
}
