import type { WorkspaceRankMovers } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { fetchWorkspaceMovers, rankingsKeys } from "../../lib/rankings-api";

const standing = (position: number | null) => (position === null ? "not in top 100" : `#${position}`);

function Movers({ title, movers, tone }: { title: string; movers: WorkspaceRankMovers["up"]; tone: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {movers.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None this week.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {movers.map((m) => (
            <li key={m.keywordId} className="flex flex-wrap justify-between gap-x-3 py-1.5">
              <span className="min-w-0 break-words text-slate-800">
                {m.keyword}
                {m.device === "mobile" ? " (mobile)" : ""}
                <Link
                  to={`/projects/${encodeURIComponent(m.projectId)}`}
                  className={cn("ml-2 text-xs text-indigo-700 hover:underline", FOCUS_RING)}
                >
                  {m.projectName}
                </Link>
              </span>
              <span className={`whitespace-nowrap tabular-nums ${tone}`}>
                {standing(m.from)} → {standing(m.to)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The dashboard's ranking movers: the tracked keywords of every project that moved most over 7
 * days, each against the newest reading at least a week older. Shown once a project tracks keywords.
 */
export function RankMoversCard() {
  const movers = useQuery({ queryKey: rankingsKeys.movers, queryFn: fetchWorkspaceMovers });
  if (movers.isSuccess && movers.data.projects === 0) return null;
  return (
    <Card
      title="Ranking movers"
      description="Tracked keywords that moved most in Google over the last 7 days."
    >
      {movers.isPending ? (
        <LoadingBlock label="Loading ranking movers" />
      ) : movers.isError ? (
        <LoadError
          message={movers.error.message}
          onRetry={() => void movers.refetch()}
          retrying={movers.isFetching}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Movers title="Up" movers={movers.data.up} tone="text-green-800" />
          <Movers title="Down" movers={movers.data.down} tone="text-red-700" />
        </div>
      )}
    </Card>
  );
}
