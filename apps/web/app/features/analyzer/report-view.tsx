import type { SeoReport } from "@ranklens/engine";
import { RenderingCard } from "../../components/app/rendering-card";
import { Card } from "../../components/ui/card";
import { ExternalLink } from "../../components/ui/external-link";
import { formatDateTime } from "../../lib/format-date";
import { ChecksCard } from "./checks-card";
import { CompetitorsCard } from "./competitors-card";
import { ContentStructureCard } from "./content-structure-card";
import { KeywordTable } from "./keyword-table";
import { PageFactsCard } from "./page-facts-card";
import { ScoreCards } from "./score-cards";
import { SuggestionsCard } from "./suggestions-card";

/**
 * A full analysis report. Everything taken from the analysed page is rendered
 * as React text (escaped), and its links only become links when they are http(s).
 */
export function ReportView({ report, createdAt }: { report: SeoReport; createdAt: string }) {
  const created = new Date(createdAt);
  return (
    <article aria-labelledby="report-heading" className="space-y-6">
      <header className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Report</p>
        <h2
          id="report-heading"
          tabIndex={-1}
          className="outline-none text-xl font-semibold break-words text-slate-900"
        >
          {report.title.text || report.finalUrl}
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <ExternalLink href={report.finalUrl} />
          {!Number.isNaN(created.getTime()) ? (
            <span>
              Analyzed <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
            </span>
          ) : null}
        </p>
      </header>

      <ScoreCards scores={report.contentScore} readability={report.readability} />
      <PageFactsCard report={report} />
      <RenderingCard rendering={report.rendering} />
      <ContentStructureCard report={report} />
      <KeywordTable
        keywords={report.keywords}
        densityFormula={report.densityFormula}
        {...(report.keywordData ? { keywordData: report.keywordData } : {})}
      />
      <SuggestionsCard suggestions={report.suggestions} />
      <ChecksCard checks={report.checks} />
      {report.competitors.length > 0 ? (
        <CompetitorsCard competitors={report.competitors} own={report.contentScore} />
      ) : (
        <Card title="Competitor Analysis">
          <p className="text-sm text-slate-600">
            No competitors were compared. Add competitor URLs above and analyze again to see how this page
            measures up.
          </p>
        </Card>
      )}
    </article>
  );
}
