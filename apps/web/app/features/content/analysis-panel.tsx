import type { ContentAnalysis, ContentAnalysisItem } from "@ranklens/engine/content";
import { BarChart3, CheckCircle2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { ScoreCard } from "./score-card";
import { type DetailRow, engagementDetailRows, readabilityDetailRows, seoDetailRows } from "./score-details";
import type { ScoreKey, ScoreTrend } from "./score-trend";
import { SuggestionList } from "./suggestion-list";

const CARDS: { key: ScoreKey; label: string; heuristic?: boolean }[] = [
  { key: "seoScore", label: "SEO Score" },
  { key: "readabilityScore", label: "Readability" },
  { key: "engagementScore", label: "Engagement", heuristic: true },
];

function detailRowsFor(key: ScoreKey, analysis: ContentAnalysis): DetailRow[] {
  if (key === "seoScore") return seoDetailRows(analysis.details.seo);
  if (key === "readabilityScore") return readabilityDetailRows(analysis.details.readability);
  return engagementDetailRows(analysis.details.engagement);
}

export interface AnalysisPanelProps {
  analysis: ContentAnalysis | null;
  trend: ScoreTrend;
  analyzing: boolean;
  /** An 'Analyze Content' click was answered and the text has not changed since. */
  confirmed: boolean;
  error: string | null;
  onAnalyze: () => void;
  activeSuggestionKey: string | null;
  onSuggestionSelect: (item: ContentAnalysisItem) => void;
}

/**
 * The Content Analysis panel: 'Analyze Content', three score cards (each opens the numbers behind
 * it), the suggestions and the checks that passed. Results come from the live analyser, so the
 * panel says it follows the text; the button analyses at once and then says the result is up to
 * date (a click that changed nothing on screen would look broken).
 */
export function AnalysisPanel({
  analysis,
  trend,
  analyzing,
  confirmed,
  error,
  onAnalyze,
  activeSuggestionKey,
  onSuggestionSelect,
}: AnalysisPanelProps) {
  const detailsId = useId();
  const [open, setOpen] = useState<ScoreKey | null>(null);
  const openCard = CARDS.find((card) => card.key === open);

  return (
    <Card title="Content Analysis">
      <div className="-mt-2 mb-4 flex flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          className={cn("flex items-center gap-1.5 text-sm", confirmed ? "text-green-800" : "text-slate-600")}
        >
          {confirmed ? <CheckCircle2 className="size-4" aria-hidden="true" /> : null}
          {confirmed ? "Up to date with your text" : "Updates as you type"}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={onAnalyze}
          loading={analyzing}
          loadingLabel="Analyzing..."
          className="min-w-36"
        >
          <BarChart3 className="size-4" aria-hidden="true" />
          Analyze Content
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {analysis ? (
        <div className="space-y-5">
          <div>
            <div className="grid grid-cols-3 gap-2">
              {CARDS.map((card) => (
                <ScoreCard
                  key={card.key}
                  label={card.label}
                  score={analysis[card.key]}
                  change={trend[card.key]}
                  heuristic={card.heuristic}
                  expanded={open === card.key}
                  controls={detailsId}
                  onToggle={() => setOpen(open === card.key ? null : card.key)}
                />
              ))}
            </div>
            <div id={detailsId} aria-live="polite">
              {openCard ? (
                <div className="mt-2 rounded-md bg-slate-50 p-3">
                  <h3 className="text-sm font-semibold text-slate-900">
                    Behind the {openCard.label.replace(" Score", "")} score
                    {openCard.heuristic ? " (a heuristic rubric of countable signals)" : ""}
                  </h3>
                  <dl className="mt-2 divide-y divide-slate-200 text-sm">
                    {detailRowsFor(openCard.key, analysis).map((row) => (
                      <div key={row.label} className="flex justify-between gap-3 py-1.5">
                        <dt className="text-slate-700">
                          {row.label}
                          {row.hint ? <span className="block text-xs text-slate-500">{row.hint}</span> : null}
                        </dt>
                        <dd className="text-right font-medium text-slate-900 tabular-nums">{row.value}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ) : null}
            </div>
          </div>

          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">
              Suggestions{analysis.analyses.length > 0 ? ` (${analysis.analyses.length})` : ""}
            </h3>
            {analysis.analyses.length > 0 ? (
              <SuggestionList
                items={analysis.analyses}
                activeKey={activeSuggestionKey}
                onSelect={onSuggestionSelect}
              />
            ) : (
              <p className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                All looking good!
              </p>
            )}
          </div>

          {analysis.errors.length > 0 ? (
            <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {analysis.errors.length === 1 ? "One check" : `${analysis.errors.length} checks`} could not run
              and {analysis.errors.length === 1 ? "is" : "are"} left out of the scores:{" "}
              {analysis.errors.map((e) => e.title).join(", ")}.
            </p>
          ) : null}

          {analysis.passed.length > 0 ? (
            <details className="group text-sm">
              <summary className="cursor-pointer font-medium text-slate-800 select-none">
                Passed checks ({analysis.passed.length})
              </summary>
              <ul className="mt-2 space-y-1.5">
                {analysis.passed.map((check) => (
                  <li key={`${check.type}:${check.assessmentId}`} className="flex gap-2 text-slate-700">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                    <span>
                      <span className="font-medium text-slate-900">{check.title}:</span> {check.message}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      ) : (
        <div className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center">
          <BarChart3 className="mx-auto size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 font-medium text-slate-900">No analysis yet</p>
          <p className="mt-1 text-sm text-slate-600">Click analyze to get content optimization suggestions</p>
        </div>
      )}
    </Card>
  );
}
