import type { Paper } from "../paper";
import type { Researcher } from "../researcher";
import { TRANSITION_WORDS } from "../word-lists/transition-words";

const SINGLE = new Set(TRANSITION_WORDS.filter((w) => !w.includes(" ")));
const PHRASES = TRANSITION_WORDS.filter((w) => w.includes(" ")).map((p) => ` ${p} `);

/** Indexes of prose sentences containing a transition word or phrase (English list). */
export function transitionWords(_paper: Paper, researcher: Researcher): number[] {
  const out: number[] = [];
  researcher.get("sentences").forEach((s, index) => {
    if (s.tokens.some((t) => SINGLE.has(t.norm))) {
      out.push(index);
      return;
    }
    const joined = ` ${s.tokens.map((t) => t.norm).join(" ")} `;
    if (PHRASES.some((p) => joined.includes(p))) out.push(index);
  });
  return out;
}
