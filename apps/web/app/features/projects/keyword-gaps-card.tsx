import { LineChart } from "@ranklens/charts";
import type { KeywordGaps, Project } from "@ranklens/shared";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { formatUtcDay } from "../../lib/format-date";
import { countAxisMax } from "./project-format";
import { TrendsBody } from "./project-trends-query";
import { useContainerWidth } from "./use-container-width";

const EXPLANATION =
  "Keywords among the top keywords of your competitors' tracked pages that your tracked pages do not use at all: " +
  "not in their main text (plurals aside) nor among their top keywords. A competitor's own name and the pieces of a " +
  "longer gap ranked above them are left out. A heuristic from each competitor page's 10 most relevant keywords, not search data.";

/**
 * "Since" for a gap: its date, or "or earlier" when it was already a gap at the first check read
 * and older checks exist (the 90 days read do not say when it began).
 */
function sinceLabel(gaps: KeywordGaps, firstSeen: string): string {
  const firstReading = gaps.byDay.find((day) => day.count !== null)?.date;
  return gaps.earlierChecks && firstSeen === firstReading
    ? `${formatUtcDay(firstSeen)} or earlier`
    : formatUtcDay(firstSeen);
}

/** A competitor page as host and path, the scheme left out to save room on a phone. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, "");

function GapsTable({ gaps }: { gaps: KeywordGaps }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-slate-900">
        Gaps at the check of {formatUtcDay(gaps.asOf as string)}
        {gaps.currentTotal > gaps.current.length
          ? ` (the ${gaps.current.length} most widely covered of ${gaps.currentTotal})`
          : ` (${gaps.currentTotal})`}
      </caption>
      <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Keyword
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Competitor pages
          </th>
          <th scope="col" className="py-2 font-semibold">
            Gap since
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {gaps.current.map((gap) => (
          <tr key={gap.keyword} className="align-top">
            <th scope="row" className="py-2 pr-3 font-medium break-words text-slate-900">
              {gap.keyword}
            </th>
            <td className="py-2 pr-3">
              <ul>
                {gap.pages.map((url) => (
                  <li key={url} className="break-all">
                    <a
                      href={url}
                      target="_blank"
                      rel="noreferrer"
                      className={cn("text-indigo-700 hover:underline", FOCUS_RING)}
                    >
                      {shortUrl(url)}
                    </a>
                  </li>
                ))}
              </ul>
            </td>
            <td className="py-2 whitespace-nowrap text-slate-700">{sinceLabel(gaps, gap.firstSeen)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Keyword gaps against the competitors: how many at each check (last 90 days) and the current ones. */
export function KeywordGapsCard({ project }: { project: Project }) {
  const { ref, width } = useContainerWidth(560);
  const tracksCompetitors = project.pages.some((p) => p.competitorId !== null);
  return (
    <Card title="Keyword gaps" description={EXPLANATION}>
      <div ref={ref}>
        {!tracksCompetitors ? (
          <p className="text-sm text-slate-600">
            No competitor page is tracked: add a competitor's page to the project to compare keywords.
          </p>
        ) : (
          <TrendsBody projectId={project.id} label="Loading keyword gaps">
            {(trends) => {
              const gaps = trends.keywordGaps;
              if (gaps.asOf === null)
                return (
                  <p className="text-sm text-slate-600">
                    No check has looked at your pages and a competitor's yet: the gaps start with the first
                    check.
                  </p>
                );
              return (
                <div className="space-y-6">
                  <LineChart
                    title="Keyword gaps at each check"
                    series={[
                      { name: "Gaps", points: gaps.byDay.map((day) => ({ at: day.date, value: day.count })) },
                    ]}
                    max={countAxisMax(gaps.byDay.map((day) => day.count))}
                    width={width}
                  />
                  {gaps.current.length === 0 ? (
                    <p className="text-sm text-slate-600">
                      No gap at the check of {formatUtcDay(gaps.asOf)}: your tracked pages use every top
                      keyword of the competitors' tracked pages.
                    </p>
                  ) : (
                    <GapsTable gaps={gaps} />
                  )}
                </div>
              );
            }}
          </TrendsBody>
        )}
      </div>
    </Card>
  );
}
