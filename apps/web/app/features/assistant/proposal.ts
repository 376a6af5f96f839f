import type { ContentInput } from "@ranklens/engine/content";
import { ASSISTANT_ACTIONS, type AssistantActionId, type AssistantTarget } from "@ranklens/shared";
import { buildDiff, type DiffSegment, hunksOf } from "./diff-hunks";
import { summarizeImprovements } from "./improvement-summary";
import { checkProposal, type ProposalGuard } from "./proposal-guards";

/** The three scores of the content analyser (null: no check of that category applies). */
export interface Scores {
  seo: number | null;
  readability: number | null;
  engagement: number | null;
}

/** A finished answer of the assistant, waiting for the writer to accept (all or part) or reject it. */
export interface Proposal {
  id: string;
  action: AssistantActionId;
  /** What was asked, in words: the button's label, the typed request or the suggestion. */
  instruction: string;
  target: AssistantTarget;
  /** The field's text when the request was sent. */
  original: string;
  proposed: string;
  segments: DiffSegment[];
  guards: ProposalGuard[];
  improvements: string[];
}

/** The field of the editor an action's answer replaces. */
export function targetOf(action: AssistantActionId): AssistantTarget {
  return ASSISTANT_ACTIONS.find((a) => a.id === action)?.target ?? "body";
}

/** Builds the reviewable proposal: diff, guards and the plain-language list of improvements. */
export function createProposal(input: {
  id: string;
  action: AssistantActionId;
  instruction: string;
  original: string;
  proposed: string;
  focusKeyphrase: string;
  title?: string;
}): Proposal {
  const target = targetOf(input.action);
  // A meta description is one line; models like to add a trailing newline or quotes.
  const proposed =
    target === "metaDescription" ? input.proposed.trim().replace(/^["“](.*)["”]$/s, "$1") : input.proposed;
  const segments = buildDiff(input.original, proposed);
  return {
    id: input.id,
    action: input.action,
    instruction: input.instruction,
    target,
    original: input.original,
    proposed,
    segments,
    guards: checkProposal({
      action: input.action,
      target,
      original: input.original,
      proposal: proposed,
      focusKeyphrase: input.focusKeyphrase,
      title: input.title ?? "",
    }),
    improvements: summarizeImprovements({
      action: input.action,
      target,
      original: input.original,
      proposal: proposed,
      segments,
    }),
  };
}

/** Every hunk index of a proposal: what "accept all" selects. */
export function allHunks(proposal: Proposal): Set<number> {
  return new Set(hunksOf(proposal.segments).map((hunk) => hunk.index));
}

/** The analyser's input with the proposal's text in its field. */
export function withProposal(input: ContentInput, target: AssistantTarget, text: string): ContentInput {
  return target === "body" ? { ...input, body: text } : { ...input, metaDescription: text };
}
