import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "../../components/app/page-header";
import { PermissionNote } from "../../components/app/permission-note";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { listProjects, projectsKeys } from "../../lib/projects-api";
import { useCan } from "../../lib/use-can";
import { useAuditPlan } from "../site-audit/use-audit-plan";
import { ProjectDialog } from "./project-dialog";
import { ProjectRow } from "./project-row";

/** /projects: the workspace's monitoring projects, or what monitoring does and a way to start. */
export function ProjectsScreen() {
  const projects = useQuery({ queryKey: projectsKeys.list, queryFn: listProjects });
  const manage = useCan("project.manage");
  const { plan, billingOff } = useAuditPlan();
  const [creating, setCreating] = useState(false);
  const items = projects.data?.items ?? [];

  const newProject = (
    <Button onClick={() => setCreating(true)} disabled={!manage.allowed} title={manage.reason ?? undefined}>
      New project
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Projects"
        description="Watch your site, your competitors and your key pages over time, and hear when something changes."
        actions={items.length > 0 ? newProject : undefined}
      />
      <PermissionNote permission={manage} className="mb-4" />
      {projects.isPending ? (
        <LoadingBlock label="Loading projects" />
      ) : projects.isError ? (
        <LoadError
          message={projects.error.message}
          onRetry={() => void projects.refetch()}
          retrying={projects.isRefetching}
        />
      ) : items.length === 0 ? (
        <Card className="text-center">
          <Eye className="mx-auto size-10 text-indigo-600" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">Monitor a site and its competitors</h2>
          <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600">
            A project re-analyses the pages you track, on your site and your competitors', daily or weekly. It
            keeps every result, so you can see scores over time and compare any two checks, and it flags what
            changed: a page that breaks, a noindex that slips in, a rewritten title, a competitor's new page.
            Critical changes can reach you by e-mail.
          </p>
          <div className="mt-5 flex justify-center">{newProject}</div>
        </Card>
      ) : (
        <Card
          title="Your projects"
          description={
            billingOff
              ? undefined
              : `${items.length} of ${plan.projects} ${plan.projects === 1 ? "project" : "projects"} on the ${plan.name} plan.`
          }
        >
          <ul className="divide-y divide-slate-200">
            {items.map((project) => (
              <ProjectRow key={project.id} project={project} />
            ))}
          </ul>
        </Card>
      )}
      {creating ? (
        <ProjectDialog
          open
          onClose={() => setCreating(false)}
          project={null}
          plan={billingOff ? null : plan}
        />
      ) : null}
    </>
  );
}
