import type { Paper } from "../paper";
import type { Researcher } from "../researcher";
import { EXAMPLE_PHRASES, NUMBER_WORDS } from "../word-lists/engagement-words";

/** Concrete details: figures and introduced examples. */
export interface ConcretenessResearch {
  figures: number;
  examples: number;
}

/** Counts figures (digits, number words) and example phrases ("for example", "such as"). */
export function concreteness(_paper: Paper, researcher: Researcher): ConcretenessResearch {
  let figures = 0;
  let examples = 0;
  for (const s of researcher.get("sentences")) {
    for (const t of s.tokens) if (/\d/.test(t.text) || NUMBER_WORDS.has(t.norm)) figures++;
    const joined = ` ${s.tokens.map((t) => t.norm).join(" ")} `;
    for (const p of EXAMPLE_PHRASES) if (joined.includes(` ${p} `)) examples++;
  }
  return { figures, examples };
}
