import type { CompetitorReport, ContentScore } from "@ranklens/engine";
import { CircleAlert } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { ExternalLink } from "../../components/ui/external-link";
import { cn } from "../../lib/cn";
import { describePointsAhead, formatScore, type Standing } from "../../lib/report-format";
import { hostOf } from "../../lib/safe-http-url";

const SCORE_LABELS: ReadonlyArray<[keyof ContentScore, string]> = [
  ["seo", "SEO"],
  ["readability", "Readability"],
  ["performance", "Performance"],
];

// From the user's side: a competitor ahead is a warning, one behind is good news.
const STANDING_CLASS: Record<Standing, string> = {
  ahead: "text-red-700",
  behind: "text-green-700",
  level: "text-slate-700",
  unknown: "text-slate-500",
};

function KeywordChips({ label, keywords, empty }: { label: string; keywords: string[]; empty: string }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</h4>
      {keywords.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-1">
          {keywords.map((keyword) => (
            <li key={keyword}>
              <Badge>{keyword}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CompetitorEntry({ competitor, own }: { competitor: CompetitorReport; own: ContentScore }) {
  const host = hostOf(competitor.finalUrl ?? competitor.url);
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold">
            <ExternalLink href={competitor.finalUrl ?? competitor.url}>{host}</ExternalLink>
          </h3>
          {competitor.title?.text ? (
            <p className="text-sm break-words text-slate-700">{competitor.title.text}</p>
          ) : null}
          <p className="text-xs break-all text-slate-500">{competitor.url}</p>
        </div>
        {competitor.error === null ? (
          <p className="text-right">
            <span className="block text-2xl font-bold text-slate-900 tabular-nums">
              {formatScore(competitor.score)}
            </span>
            <span className="text-xs text-slate-600">their SEO score</span>
          </p>
        ) : null}
      </div>

      {competitor.error !== null ? (
        <p role="note" className="mt-3 flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Could not be analyzed: <span className="break-words">{competitor.error.message}</span>
          </span>
        </p>
      ) : (
        <div className="mt-3 space-y-4">
          <dl className="grid gap-2 sm:grid-cols-3">
            {SCORE_LABELS.map(([key, label]) => {
              const { standing, label: words } = describePointsAhead(competitor.pointsAhead[key]);
              return (
                <div key={key} className="rounded-md bg-slate-50 p-3">
                  <dt className="text-xs font-medium text-slate-600">{label}</dt>
                  <dd className={cn("text-sm font-semibold", STANDING_CLASS[standing])}>{words}</dd>
                  <dd className="text-xs text-slate-600 tabular-nums">
                    {formatScore(competitor.contentScore?.[key])} vs your {formatScore(own[key])}
                  </dd>
                </div>
              );
            })}
          </dl>
          {competitor.wordCount !== null ? (
            <p className="text-sm text-slate-700">
              {competitor.wordCount.toLocaleString("en-US")} words of main text
            </p>
          ) : null}
          <KeywordChips
            label="Common keywords"
            keywords={competitor.sharedKeywords}
            empty="No top keywords in common."
          />
          <KeywordChips
            label="Keywords they cover that you don't"
            keywords={competitor.missingKeywords}
            empty="None: you cover all their top keywords."
          />
        </div>
      )}
    </li>
  );
}

/** Competitor Analysis: each competitor's scores against the page's, and the keywords they share or lack. */
export function CompetitorsCard({
  competitors,
  own,
}: {
  competitors: CompetitorReport[];
  own: ContentScore;
}) {
  return (
    <Card
      title="Competitor Analysis"
      description="Points ahead or behind are the competitor's score minus yours, measured by the same engine."
    >
      <ul className="space-y-4">
        {competitors.map((competitor, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same URL may be entered twice
          <CompetitorEntry key={index} competitor={competitor} own={own} />
        ))}
      </ul>
    </Card>
  );
}
