import { cn } from "../../lib/cn";
import type { ScoreChange } from "./use-proposal-scores";

const ROWS = [
  { key: "seo", label: "SEO" },
  { key: "readability", label: "Readability" },
  { key: "engagement", label: "Engagement" },
] as const;

/** A score as "72%", or "–" when no check of its category applies. */
const percentOrDash = (score: number | null) => (score === null ? "–" : `${score}%`);

/** The analyser's scores before → after the proposal, with ▲/▼ and the points gained or lost. */
export function ScoreChangeList({ change }: { change: ScoreChange | null }) {
  if (!change) return <p className="text-sm text-slate-600">Scoring the proposal…</p>;
  return (
    <ul className="grid grid-cols-3 gap-2" aria-label="Score change">
      {ROWS.map(({ key, label }) => {
        const before = change.before[key];
        const after = change.after[key];
        const delta = before === null || after === null ? 0 : after - before;
        return (
          <li key={key} className="rounded-md border border-slate-200 bg-white p-2 text-center">
            <p className="text-xs font-medium text-slate-600">{label}</p>
            <p className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums">
              {percentOrDash(before)} → {percentOrDash(after)}
            </p>
            <p
              className={cn(
                "text-xs font-semibold tabular-nums",
                delta > 0 ? "text-green-700" : delta < 0 ? "text-red-700" : "text-slate-500",
              )}
            >
              {delta > 0 ? `▲ +${delta}` : delta < 0 ? `▼ −${Math.abs(delta)}` : "no change"}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
