import { useState } from "react";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { collapseContext, type DiffSegment, type Hunk } from "./diff-hunks";

/** A short quote of a hunk's text for its checkbox label. */
function quote(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > 40 ? `“${clean.slice(0, 39)}…”` : `“${clean}”`;
}

function hunkLabel(hunk: Hunk): string {
  const number = hunk.index + 1;
  if (!hunk.original.trim()) return `Accept change ${number}: add ${quote(hunk.proposed)}`;
  if (!hunk.proposed.trim()) return `Accept change ${number}: remove ${quote(hunk.original)}`;
  return `Accept change ${number}: ${quote(hunk.original)} → ${quote(hunk.proposed)}`;
}

/**
 * The proposal as a word-level diff of the original: deletions struck through in red, insertions
 * in green, each change with a checkbox saying whether it will be applied (unticked changes show
 * as they would stay). Long unchanged stretches fold to their edges and can be opened.
 */
export function DiffView({
  segments,
  selected,
  onToggle,
}: {
  segments: DiffSegment[];
  selected: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const lastIndex = segments.length - 1;
  let hunksSoFar = 0;

  return (
    <div
      className="max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800"
      data-testid="proposal-diff"
    >
      {segments.map((segment, i) => {
        if (segment.kind === "same") {
          // Unchanged runs sit between hunks, so the next hunk's number names them.
          const key = `same-before-${hunksSoFar}`;
          const collapsed = opened.has(key)
            ? null
            : collapseContext(segment.text, { first: i === 0, last: i === lastIndex });
          if (!collapsed) return <span key={key}>{segment.text}</span>;
          return (
            <span key={key}>
              {collapsed.head}
              <button
                type="button"
                onClick={() => setOpened(new Set(opened).add(key))}
                className={cn(
                  "mx-0.5 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700 hover:bg-slate-300",
                  FOCUS_RING,
                )}
              >
                … {collapsed.hiddenWords.toLocaleString("en-US")} unchanged words …
              </button>
              {collapsed.tail}
            </span>
          );
        }
        hunksSoFar = segment.index + 1;
        const accepted = selected.has(segment.index);
        // An insertion that starts a new paragraph: its checkbox belongs at the start of that paragraph.
        const lead = segment.original === "" ? (segment.proposed.match(/^\s*\n\s*/)?.[0] ?? "") : "";
        const pieces = lead
          ? segment.pieces.map((piece, j) =>
              j === 0 ? { ...piece, text: piece.text.slice(lead.length) } : piece,
            )
          : segment.pieces;
        return (
          <span key={`h${segment.index}`} className="rounded-sm">
            {lead}
            <input
              type="checkbox"
              checked={accepted}
              onChange={() => onToggle(segment.index)}
              aria-label={hunkLabel(segment)}
              title={accepted ? "This change will be applied" : "This change will be left out"}
              className="mr-1 size-3.5 translate-y-0.5 cursor-pointer accent-indigo-600"
            />
            {pieces.map((piece, j) => {
              const key = `${segment.index}-${j}`;
              if (piece.kind === "same") return <span key={key}>{piece.text}</span>;
              if (piece.kind === "removed") {
                return (
                  <del
                    key={key}
                    className={cn(
                      accepted
                        ? "bg-red-50 text-red-800 decoration-red-700 line-through"
                        : "text-slate-800 no-underline",
                    )}
                  >
                    <span className="sr-only">{accepted ? "removed: " : "kept: "}</span>
                    {piece.text}
                  </del>
                );
              }
              return (
                <ins
                  key={key}
                  className={cn(
                    accepted
                      ? "bg-green-50 text-green-900 no-underline"
                      : "text-slate-500 decoration-slate-400 line-through",
                  )}
                >
                  <span className="sr-only">{accepted ? "added: " : "not added: "}</span>
                  {piece.text}
                </ins>
              );
            })}
          </span>
        );
      })}
    </div>
  );
}
