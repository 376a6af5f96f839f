import { ChevronDown } from "lucide-react";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";

/**
 * Green from 70, amber from 40, red below: the analyser's `SCORE_BANDS` (its caps keep a text with a
 * red finding out of green), and the same bands as the SEO Analyzer's scores. Not imported: that
 * would pull the analyser into the main bundle (it runs in a worker).
 */
const SCORE_BANDS = { green: 70, orange: 40 } as const;

function scoreTone(score: number | null): { text: string; bar: string } {
  if (score === null) return { text: "text-slate-500", bar: "bg-slate-300" };
  if (score >= SCORE_BANDS.green) return { text: "text-green-700", bar: "bg-green-600" };
  if (score >= SCORE_BANDS.orange) return { text: "text-amber-700", bar: "bg-amber-500" };
  return { text: "text-red-700", bar: "bg-red-600" };
}

/**
 * One score of the Content Analysis panel, as a toggle button: the score in %, how it moved last
 * time (▲/▼ points), and, when pressed, the numbers behind it (shown by the panel below the cards).
 */
export function ScoreCard({
  label,
  score,
  change,
  heuristic = false,
  expanded,
  controls,
  onToggle,
}: {
  label: string;
  /** Null when no check of the category applies to this content type and text. */
  score: number | null;
  /** Points gained (positive) or lost (negative) the last time the score moved; 0 shows nothing. */
  change: number;
  heuristic?: boolean;
  expanded: boolean;
  /** Id of the details region this card opens. */
  controls: string;
  onToggle: () => void;
}) {
  const tone = scoreTone(score);
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={controls}
      className={cn(
        "flex min-w-0 flex-col rounded-lg border p-2.5 text-left transition-colors sm:p-3",
        FOCUS_RING,
        expanded ? "border-indigo-600 bg-indigo-50" : "border-slate-200 bg-white hover:bg-slate-50",
      )}
    >
      <span className="text-xs leading-4 font-medium break-words text-slate-700">{label}</span>
      <span className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
        <span className={cn("text-xl font-semibold tabular-nums sm:text-2xl", tone.text)}>
          {score === null ? (
            <span title="No check of this category applies to this text">–</span>
          ) : (
            `${score}%`
          )}
        </span>
        {change !== 0 ? (
          <span
            className={cn("text-xs font-medium tabular-nums", change > 0 ? "text-green-700" : "text-red-700")}
            title={`${change > 0 ? "Up" : "Down"} ${Math.abs(change)} points since the last change`}
          >
            <span aria-hidden="true">{change > 0 ? "▲" : "▼"}</span>
            {Math.abs(change)}
            <span className="sr-only">{change > 0 ? " points up" : " points down"}</span>
          </span>
        ) : null}
      </span>
      <span className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <span className={cn("block h-full rounded-full", tone.bar)} style={{ width: `${score ?? 0}%` }} />
      </span>
      <span className="mt-1.5 flex h-4 items-center justify-between gap-1 text-[11px] leading-4 text-slate-600">
        <span>{heuristic ? "heuristic" : ""}</span>
        <ChevronDown
          className={cn("size-3.5 shrink-0 text-slate-500 transition-transform", expanded && "rotate-180")}
          aria-hidden="true"
        />
      </span>
    </button>
  );
}
