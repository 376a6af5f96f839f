import type { ContentInput } from "@ranklens/engine/content";
import { useEffect, useState } from "react";
import { type Proposal, type Scores, withProposal } from "./proposal";

/** The analyser's scores of the text before and after a proposal; null while they are computed. */
export interface ScoreChange {
  before: Scores;
  after: Scores;
}

const scoresOf = (analysis: {
  seoScore: number | null;
  readabilityScore: number | null;
  engagementScore: number | null;
}): Scores => ({
  seo: analysis.seoScore,
  readability: analysis.readabilityScore,
  engagement: analysis.engagementScore,
});

/**
 * Runs the content analyser on the original and on the proposed text, with the same title, meta
 * description, keyphrase and type, so the score change is the proposal's alone. The analyser is
 * loaded on demand (the editor's own copy lives in its worker); one run takes a few milliseconds.
 */
export function useProposalScores(proposal: Proposal | null, input: ContentInput): ScoreChange | null {
  const [result, setResult] = useState<{ id: string; change: ScoreChange } | null>(null);
  // The input as it was when this proposal arrived: later typing must not move the comparison.
  const [frozen, setFrozen] = useState<{ id: string; input: ContentInput } | null>(null);
  if (proposal && frozen?.id !== proposal.id) setFrozen({ id: proposal.id, input });

  useEffect(() => {
    if (!proposal || frozen?.id !== proposal.id) return;
    let cancelled = false;
    void import("@ranklens/engine/content").then(({ analyzeContent }) => {
      if (cancelled) return;
      const base = withProposal(frozen.input, proposal.target, proposal.original);
      const before = scoresOf(analyzeContent(base));
      const after = scoresOf(analyzeContent(withProposal(base, proposal.target, proposal.proposed)));
      setResult({ id: proposal.id, change: { before, after } });
    });
    return () => {
      cancelled = true;
    };
  }, [proposal, frozen]);

  return proposal && result?.id === proposal.id ? result.change : null;
}
