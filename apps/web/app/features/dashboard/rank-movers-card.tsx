import { useQuery } from "@tanstack/react-query";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Card } from "../../components/ui/card";
import { fetchWorkspaceMovers, rankingsKeys } from "../../lib/rankings-api";
import { MoverList } from "../projects/rank-movers";

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
          <MoverList title="Up" movers={movers.data.up} tone="up" />
          <MoverList title="Down" movers={movers.data.down} tone="down" />
        </div>
      )}
    </Card>
  );
}
