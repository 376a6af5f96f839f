import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Badge } from "../../components/ui/badge";
import { buttonClassName } from "../../components/ui/button";
import { fetchPageHistory, fetchProject, projectsKeys } from "../../lib/projects-api";
import { ObservationDiffCard } from "./observation-diff-card";
import { ObservationTimeline } from "./observation-timeline";

/** /projects/:id/pages/:pageId: a tracked page's timeline of checks and a diff of any two. */
export function PageScreen({ projectId, pageId }: { projectId: string; pageId: number }) {
  const history = useQuery({
    queryKey: projectsKeys.history(projectId, pageId),
    queryFn: () => fetchPageHistory(projectId, pageId),
  });
  const project = useQuery({
    queryKey: projectsKeys.project(projectId),
    queryFn: () => fetchProject(projectId),
  });

  if (history.isPending) return <LoadingBlock label="Loading the page's history" />;
  if (history.isError) {
    return (
      <LoadError
        message={history.error.message}
        onRetry={() => void history.refetch()}
        retrying={history.isRefetching}
      />
    );
  }
  const { page, observations } = history.data;
  const competitor = page.competitorId
    ? (project.data?.competitors.find((c) => c.id === page.competitorId)?.host ?? "Competitor")
    : null;
  return (
    <>
      <PageHeader
        title="Page timeline"
        description={
          <span className="flex flex-wrap items-center gap-2 break-all">
            {competitor ? <Badge>Competitor: {competitor}</Badge> : <Badge tone="primary">Own page</Badge>}
            {page.url}
          </span>
        }
        actions={
          <Link to={`/projects/${encodeURIComponent(projectId)}`} className={buttonClassName("secondary")}>
            {project.data ? `Back to ${project.data.name}` : "Back to the project"}
          </Link>
        }
      />
      <div className="space-y-6">
        <ObservationDiffCard
          key={observations.at(-1)?.id ?? 0}
          projectId={projectId}
          pageId={pageId}
          observations={observations}
        />
        <ObservationTimeline observations={observations} />
      </div>
    </>
  );
}
