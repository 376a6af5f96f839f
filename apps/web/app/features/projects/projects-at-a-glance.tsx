import { CHANGE_SEVERITIES, CHANGE_TYPES, type ProjectSummary } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format-date";
import { listChanges, projectsKeys } from "../../lib/projects-api";
import { formatScore } from "../../lib/report-format";
import { ChangeSeverityBadge } from "./change-severity";

/** How many of a project's changes the dashboard lists. */
const LATEST_CHANGES = 5;

/**
 * A project's newest critical changes, then its newest others, five in all: a check finds
 * several changes at once, and the critical one among them must not be crowded out.
 */
function useLatestChanges(projectId: string) {
  const criticalFilters = { severity: "critical" as const, limit: LATEST_CHANGES };
  const newestFilters = { limit: LATEST_CHANGES };
  const critical = useQuery({
    queryKey: projectsKeys.changes(projectId, criticalFilters),
    queryFn: () => listChanges(projectId, criticalFilters),
  });
  const newest = useQuery({
    queryKey: projectsKeys.changes(projectId, newestFilters),
    queryFn: () => listChanges(projectId, newestFilters),
  });
  const error = critical.error ?? newest.error;
  if (!critical.data || !newest.data) return { pending: !error, error, items: [] };
  const seen = new Set(critical.data.items.map((c) => c.id));
  const items = [...critical.data.items, ...newest.data.items.filter((c) => !seen.has(c.id))]
    .slice(0, LATEST_CHANGES)
    // Newest first within a severity (a stable sort keeps the API's order).
    .sort((a, b) => CHANGE_SEVERITIES.indexOf(a.severity) - CHANGE_SEVERITIES.indexOf(b.severity));
  return { pending: false, error: null, items };
}

function LatestChanges({ project }: { project: ProjectSummary }) {
  const { pending, error, items } = useLatestChanges(project.id);
  if (pending) return <p className="text-xs text-slate-500">Loading changes...</p>;
  if (error) return <p className="text-xs text-red-700">{error.message}</p>;
  if (items.length === 0) return <p className="text-sm text-slate-600">No changes detected yet.</p>;
  return (
    <ul className="space-y-2">
      {items.map((change) => (
        <li key={change.id} className="text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <ChangeSeverityBadge severity={change.severity} />
            {change.pageId === null ? (
              <span className="font-medium text-slate-900">{CHANGE_TYPES[change.type].label}</span>
            ) : (
              <Link
                to={`/projects/${encodeURIComponent(project.id)}/pages/${change.pageId}`}
                className={cn("font-medium text-indigo-700 hover:underline", FOCUS_RING)}
              >
                {CHANGE_TYPES[change.type].label}
              </Link>
            )}
          </div>
          <p className="mt-0.5 text-xs break-all text-slate-600">
            {change.url} · <time dateTime={change.detectedAt}>{formatDateTime(change.detectedAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's monitoring section: each project's health, open critical changes and alerts since the last visit. */
export function ProjectsAtAGlance({ projects }: { projects: ProjectSummary[] }) {
  return (
    <section aria-labelledby="projects-at-a-glance">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="projects-at-a-glance" className="text-xl font-semibold text-slate-900">
          Projects at a glance
        </h2>
        <Link to="/projects" className={buttonClassName("secondary", "sm")}>
          All projects
        </Link>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2">
        {projects.map((project) => (
          <li key={project.id}>
            <Card className="h-full">
              <Link
                to={`/projects/${encodeURIComponent(project.id)}`}
                className={cn("text-base font-semibold text-indigo-700 hover:underline", FOCUS_RING)}
              >
                {project.name}
              </Link>
              <p className="truncate text-sm text-slate-600">{project.siteUrl}</p>
              <dl className="mt-4 grid grid-cols-3 gap-3">
                {(
                  [
                    ["Health", formatScore(project.healthScore), false],
                    ["Open critical", String(project.openCritical), project.openCritical > 0],
                    ["New since your last visit", String(project.newChanges), false],
                  ] as const
                ).map(([label, value, alarming]) => (
                  <div key={label}>
                    <dt className="text-xs text-slate-600">{label}</dt>
                    <dd
                      className={cn(
                        "text-xl font-bold tabular-nums",
                        alarming ? "text-red-700" : "text-slate-900",
                      )}
                    >
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
              <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900">Latest changes</h3>
              <LatestChanges project={project} />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
