import type { Paper } from "../paper";
import type { Researcher } from "../researcher";

// Openers too common to judge alone: use the next word too ("The cat…", "The dog…" differ).
const WEAK_OPENERS = new Set([
  "the",
  "a",
  "an",
  "this",
  "that",
  "these",
  "those",
  "my",
  "our",
  "his",
  "her",
  "their",
  "its",
]);

/** A run of consecutive sentences that start with the same word(s). */
export interface BeginningRun {
  beginning: string;
  /** Indexes of the prose sentences in the run. */
  sentences: number[];
}

/**
 * Runs of two or more consecutive prose sentences that start the same way. List items are left
 * out: parallel openings are what lists are for.
 */
export function sentenceBeginnings(_paper: Paper, researcher: Researcher): BeginningRun[] {
  const runs: BeginningRun[] = [];
  let run: BeginningRun | null = null;
  researcher.get("sentences").forEach((s, index) => {
    if (s.blockKind === "listItem") {
      run = null;
      return;
    }
    const [first, second] = s.tokens;
    const beginning =
      first && WEAK_OPENERS.has(first.norm) && second ? `${first.norm} ${second.norm}` : (first?.norm ?? "");
    if (run !== null && run.beginning === beginning) run.sentences.push(index);
    else {
      run = { beginning, sentences: [index] };
      runs.push(run);
    }
  });
  return runs.filter((r) => r.sentences.length >= 2);
}
