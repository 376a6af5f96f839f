import { Check, X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { hunksOf } from "./diff-hunks";
import { DiffView } from "./diff-view";
import { GuardList } from "./guard-list";
import type { Proposal } from "./proposal";
import { ScoreChangeList } from "./score-change-list";
import type { ScoreChange } from "./use-proposal-scores";

/**
 * A proposal under review: what it improves, the score change, the checks, the diff with a
 * checkbox per change, and Accept all / Accept selected / Reject. Nothing touches the editor
 * until the writer accepts.
 */
export function ProposalReview({
  proposal,
  builtIn,
  scores,
  selected,
  stale,
  onToggle,
  onSelectAll,
  onAccept,
  onReject,
}: {
  proposal: Proposal;
  /** Written by the built-in engine (rules, no language model): never labelled AI. */
  builtIn: boolean;
  scores: ScoreChange | null;
  selected: ReadonlySet<number>;
  /** The field changed since the proposal was made: accepting would overwrite newer words. */
  stale: boolean;
  onToggle: (index: number) => void;
  onSelectAll: (all: boolean) => void;
  onAccept: (which: "all" | "selected") => void;
  onReject: () => void;
}) {
  const total = hunksOf(proposal.segments).length;
  const field = proposal.target === "body" ? "your text" : "the meta description";

  return (
    <section
      aria-labelledby="assistant-proposal-heading"
      className="space-y-4 rounded-lg border border-indigo-200 bg-indigo-50/40 p-3"
    >
      <div>
        <h3 id="assistant-proposal-heading" className="text-sm font-semibold text-slate-900">
          Proposal: {proposal.instruction}
        </h3>
        <p className="text-xs text-slate-600">
          {proposal.target === "body" ? "Changes to the body" : "A new meta description"} ·{" "}
          {builtIn ? "built-in rewrite (no AI)" : "AI text"}, check it before accepting
        </p>
      </div>

      <div>
        <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Content Improvements
        </h4>
        <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-800" aria-label="Content Improvements">
          {proposal.improvements.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>

      <div>
        <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Scores before → after
        </h4>
        <ScoreChangeList change={scores} />
      </div>

      {proposal.guards.length > 0 ? (
        <div>
          <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">Checks</h4>
          <GuardList guards={proposal.guards} />
        </div>
      ) : null}

      <div>
        <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Changes ({selected.size} of {total} selected)
          </h4>
          {total > 1 ? (
            <span className="flex gap-1">
              <Button variant="ghost" size="sm" onClick={() => onSelectAll(true)}>
                Select all
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onSelectAll(false)}>
                Select none
              </Button>
            </span>
          ) : null}
        </div>
        <DiffView segments={proposal.segments} selected={selected} onToggle={onToggle} />
      </div>

      {stale ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          You edited {field} after this proposal was made. Accepting now would overwrite those edits; ask
          again instead.
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onAccept("all")} disabled={stale || total === 0}>
          <Check className="size-4" aria-hidden="true" />
          Accept all
        </Button>
        {total > 1 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onAccept("selected")}
            disabled={stale || selected.size === 0}
          >
            Accept selected ({selected.size})
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onReject}>
          <X className="size-4" aria-hidden="true" />
          Reject
        </Button>
      </div>
    </section>
  );
}
