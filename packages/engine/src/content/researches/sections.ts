import type { Paper } from "../paper";
import type { Researcher } from "../researcher";
import type { Token } from "../tokens";

/** A subheading: a heading other than a level-1 heading that opens the body (that one is a title). */
export interface Subheading {
  text: string;
  level: number;
  start: number;
  end: number;
  tokens: Token[];
}

/** Text between two subheadings (or before the first), with its length in words. */
export interface TextSection {
  /** Index into `subheadings`, or −1 for the text before the first subheading. */
  heading: number;
  start: number;
  end: number;
  words: number;
}

/** Subheadings and the sections of text they open. */
export interface SectionsResearch {
  subheadings: Subheading[];
  sections: TextSection[];
}

/** Finds subheadings and measures the text under each. */
export function sections(_paper: Paper, researcher: Researcher): SectionsResearch {
  const { blocks } = researcher.get("structure");
  const tokens = researcher.get("bodyTokens");
  const subheadings: Subheading[] = [];
  const out: TextSection[] = [];
  let current: TextSection | null = null;
  let t = 0;
  blocks.forEach((block, i) => {
    const first = t;
    while (t < tokens.length && tokens[t]!.end <= block.end) t++;
    const blockTokens = tokens.slice(first, t);
    if (block.kind === "heading" && !(i === 0 && block.level === 1)) {
      subheadings.push({
        text: blockTokens.map((x) => x.text).join(" "),
        level: block.level,
        start: block.start,
        end: block.end,
        tokens: blockTokens,
      });
      current = { heading: subheadings.length - 1, start: block.start, end: block.end, words: 0 };
      out.push(current);
      return;
    }
    if (block.kind === "heading") return;
    if (current === null) {
      current = { heading: -1, start: block.start, end: block.end, words: 0 };
      out.push(current);
    }
    current.words += blockTokens.length;
    current.end = block.end;
  });
  return { subheadings, sections: out };
}
