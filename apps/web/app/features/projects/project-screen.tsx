import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { PermissionNote } from "../../components/app/permission-note";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button, buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { fetchProject, markProjectSeen, projectsKeys } from "../../lib/projects-api";
import { formatScore } from "../../lib/report-format";
import { useCan } from "../../lib/use-can";
import { useAuditPlan } from "../site-audit/use-audit-plan";
import { AlertRulesCard } from "./alert-rules-card";
import { ChangesCard } from "./changes-card";
import { CheckNowButton, RunProgress, useCheckNow } from "./check-now";
import { DeleteProjectDialog } from "./delete-project-dialog";
import { HealthChartCard } from "./health-chart-card";
import { IssuesChartCard } from "./issues-chart-card";
import { KeywordGapsCard } from "./keyword-gaps-card";
import { ProjectDialog } from "./project-dialog";
import { formatCheckTime } from "./project-format";
import { ProjectSearchConsoleCard } from "./project-search-console-card";
import { RankingsCard } from "./rankings-card";
import { ScoreChartCard } from "./score-chart-card";
import { TrackedPagesTable } from "./tracked-pages-table";

const SCHEDULE_LABEL = { daily: "Daily", weekly: "Weekly", monthly: "Monthly", off: "Off" } as const;

/**
 * /projects/:id: Check now, rankings of the tracked keywords, scores against competitors over time,
 * issues over time, site health over crawls, keyword gaps, changes by severity, tracked pages,
 * alert rules.
 */
export function ProjectScreen({ projectId }: { projectId: string }) {
  const project = useQuery({
    queryKey: projectsKeys.project(projectId),
    queryFn: () => fetchProject(projectId),
  });
  const manage = useCan("project.manage");
  const { plan, billingOff } = useAuditPlan();
  const check = useCheckNow(projectId);
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  // Opening the project is a visit: "new since your last visit" counts from now (a failure only leaves the count as it was).
  const queryClient = useQueryClient();
  useEffect(() => {
    markProjectSeen(projectId)
      .then(() => queryClient.invalidateQueries({ queryKey: projectsKeys.list }))
      .catch(() => undefined);
  }, [projectId, queryClient]);

  if (project.isPending) return <LoadingBlock label="Loading project" />;
  if (project.isError) {
    return (
      <LoadError
        message={project.error.message}
        onRetry={() => void project.refetch()}
        retrying={project.isRefetching}
      />
    );
  }
  const data = project.data;
  const facts: [string, string][] = [
    ["Health (last crawl)", formatScore(data.healthScore)],
    ["Open critical changes", String(data.openCritical)],
    ["Page checks", SCHEDULE_LABEL[data.pageSchedule]],
    ["Site recrawl", SCHEDULE_LABEL[data.crawlSchedule]],
    ["Last check", formatCheckTime(data.lastCheckAt, "Not checked yet")],
    ["Next check", formatCheckTime(data.nextCheckAt, "Not scheduled")],
  ];

  return (
    <>
      <PageHeader
        title={data.name}
        description={
          <>
            {data.siteUrl}
            {data.competitors.length > 0
              ? ` · against ${data.competitors.map((c) => c.host).join(", ")}`
              : ""}
          </>
        }
        actions={
          <>
            <Link to="/projects" className={buttonClassName("secondary")}>
              All projects
            </Link>
            {manage.allowed ? (
              <>
                <Button variant="secondary" onClick={() => setDialog("edit")}>
                  Edit
                </Button>
                <Button variant="secondary" onClick={() => setDialog("delete")}>
                  Delete
                </Button>
              </>
            ) : null}
            <CheckNowButton busy={check.busy} onClick={check.start} manage={manage} />
          </>
        }
      />
      <PermissionNote permission={manage} className="-mt-4 mb-4" />
      <div className="space-y-6">
        {check.run ? <RunProgress run={check.run} /> : null}
        <Card>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {data.siteId ? (
            <Link
              to="/site-audit"
              className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline"
            >
              Site audit of {data.siteUrl}
            </Link>
          ) : null}
        </Card>
        <RankingsCard
          project={data}
          manage={manage}
          canCheckLive={plan.features.some((f) => f.capability === "rankMonitoring")}
        />
        <ScoreChartCard project={data} />
        <div className="grid gap-6 lg:grid-cols-2">
          <IssuesChartCard project={data} />
          <HealthChartCard project={data} />
        </div>
        <KeywordGapsCard project={data} />
        <ProjectSearchConsoleCard project={data} />
        <ChangesCard project={data} />
        <TrackedPagesTable project={data} />
        <AlertRulesCard key={JSON.stringify(data.rules)} project={data} manage={manage} />
      </div>
      {dialog === "edit" ? (
        <ProjectDialog open onClose={() => setDialog(null)} project={data} plan={billingOff ? null : plan} />
      ) : null}
      {dialog === "delete" ? <DeleteProjectDialog project={data} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
