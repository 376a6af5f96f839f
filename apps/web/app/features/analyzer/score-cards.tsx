import type { ContentScore, ReadabilityBasis } from "@ranklens/engine";
import { cn } from "../../lib/cn";
import { formatScore } from "../../lib/report-format";

/** The three headline scores and what each one measures. */
const SCORES: ReadonlyArray<{ key: keyof ContentScore; label: string; note: string }> = [
  {
    key: "seo",
    label: "SEO",
    note: "Weighted share of the SEO checks the page passes (every category but performance).",
  },
  {
    key: "readability",
    label: "Readability",
    note: "Flesch reading ease of the main text, with the formula validated for its language; needs at least 100 words.",
  },
  {
    key: "performance",
    label: "Performance",
    note: "Server response, page weight and compression checks, from the measured fetch.",
  },
];

function toneOf(score: number | null): string {
  if (score === null) return "text-slate-500";
  if (score >= 90) return "text-green-700";
  if (score >= 50) return "text-amber-700";
  return "text-red-700";
}

function barOf(score: number | null): string {
  if (score === null) return "bg-slate-300";
  if (score >= 90) return "bg-green-600";
  if (score >= 50) return "bg-amber-500";
  return "bg-red-600";
}

/** What the card says under a score: how it was measured, or why it could not be. */
function measuredNote(key: keyof ContentScore, score: number | null, readability?: ReadabilityBasis): string {
  if (key === "readability" && readability) {
    if (score === null && readability.nullReason) return ` ${readability.nullReason}`;
    if (score !== null && readability.formula) return ` Measured with ${readability.formula}.`;
  }
  return score === null ? " Not measured for this page." : "";
}

/**
 * Score cards: SEO, Readability and Performance, 0–100, N/A where nothing could be measured, with
 * the reason (reports from engine 0.2 on say how readability was measured or why it was not).
 */
export function ScoreCards({
  scores,
  readability,
}: {
  scores: ContentScore;
  readability?: ReadabilityBasis;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Scores">
      {SCORES.map(({ key, label, note }) => {
        const score = scores[key];
        return (
          <li key={key} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-medium text-slate-700">{label} score</p>
            <p className={cn("mt-1 text-3xl font-bold tabular-nums", toneOf(score))}>
              {formatScore(score)}
              {score !== null ? <span className="text-base font-medium text-slate-500">/100</span> : null}
            </p>
            <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div className={cn("h-full rounded-full", barOf(score))} style={{ width: `${score ?? 0}%` }} />
            </div>
            <p className="mt-3 text-xs text-slate-600">
              {note}
              {measuredNote(key, score, readability)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
