import { type CrawlIssueSummary, type CrawlSummary, healthBandOf } from "@ranklens/shared";
import { Card } from "../../components/ui/card";
import { formatDateTime } from "../../lib/format-date";
import { formatScore } from "../../lib/report-format";
import { healthChange } from "./crawl-format";

/** The crawl's health score, its change since the previous crawl, and the formula in words. */
export function HealthScoreCard({
  summary,
  previous,
}: {
  summary: CrawlIssueSummary;
  /** The crawl it compares with; null when there is none (or it is still loading). */
  previous: CrawlSummary | null;
}) {
  const change = healthChange(summary, previous);
  const band = healthBandOf(summary.healthScore);
  return (
    <Card title="Health score">
      <div className="flex items-end gap-3">
        <p className="text-5xl font-bold text-slate-900 tabular-nums" title={summary.healthScoreFormula}>
          {formatScore(summary.healthScore)}
          {summary.healthScore === null ? null : (
            <span className="text-lg font-medium text-slate-500">/100</span>
          )}
        </p>
        {band ? (
          <p className="pb-1.5 text-sm font-semibold text-slate-800" data-testid="health-band">
            {band}
          </p>
        ) : null}
        {change ? (
          <p className="pb-1 text-sm text-slate-700">
            <span className="font-semibold">{change.label}</span> since the previous crawl (
            {formatScore(previous?.healthScore)})
          </p>
        ) : (
          <p className="pb-1 text-sm text-slate-600">No previous crawl score to compare with.</p>
        )}
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-indigo-700">How is this computed?</summary>
        <p className="mt-2 text-slate-700">{summary.healthScoreFormula}</p>
      </details>
      {summary.computedAt ? (
        <p className="mt-3 text-xs text-slate-500">
          Issues computed <time dateTime={summary.computedAt}>{formatDateTime(summary.computedAt)}</time>
        </p>
      ) : null}
    </Card>
  );
}
