import type { ProjectTrends } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { fetchProjectTrends, projectsKeys } from "../../lib/projects-api";

/** The project's trends, read once for the three cards that chart them (one query key, one request). */
export function useProjectTrends(projectId: string) {
  return useQuery({ queryKey: projectsKeys.trends(projectId), queryFn: () => fetchProjectTrends(projectId) });
}

/** A trends card's body: loading, the error with a retry, or the card's content once the trends are in. */
export function TrendsBody({
  projectId,
  label,
  children,
}: {
  projectId: string;
  label: string;
  children: (trends: ProjectTrends) => ReactNode;
}) {
  const trends = useProjectTrends(projectId);
  if (trends.isPending) return <LoadingBlock label={label} />;
  if (trends.isError)
    return (
      <LoadError
        message={trends.error.message}
        onRetry={() => void trends.refetch()}
        retrying={trends.isRefetching}
      />
    );
  return <>{children(trends.data)}</>;
}
