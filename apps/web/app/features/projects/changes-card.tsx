import { CHANGE_SEVERITIES, CHANGE_TYPES, type Change, type Project } from "@ranklens/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { LoadMore } from "../../components/ui/load-more";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format-date";
import { listChanges, projectsKeys } from "../../lib/projects-api";
import { CHANGE_SEVERITY_LABEL, ChangeSeverityBadge } from "./change-severity";

const PAGE_SIZE = 100;

/** A before or after value, or a dash for nothing. */
function Value({ text, label }: { text: string | null; label: string }) {
  return (
    <span className="min-w-0 break-words">
      <span className="sr-only">{label}: </span>
      {text === null || text === "" ? <span className="text-slate-500">(none)</span> : text}
    </span>
  );
}

function ChangeItem({ change, projectId, owner }: { change: Change; projectId: string; owner: string }) {
  // A competitor's sitemap change (a page published or removed) is not a tracked page: no timeline.
  const timeline =
    change.pageId === null ? null : `/projects/${encodeURIComponent(projectId)}/pages/${change.pageId}`;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <ChangeSeverityBadge severity={change.severity} />
        <span className="font-medium text-slate-900">{CHANGE_TYPES[change.type].label}</span>
        <span className="text-xs text-slate-600">
          <time dateTime={change.detectedAt}>{formatDateTime(change.detectedAt)}</time>
        </span>
      </div>
      <p className="mt-1 text-sm break-all text-slate-700">
        <span className="text-slate-600">{owner}: </span>
        {change.url}
      </p>
      {change.before !== null || change.after !== null ? (
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm text-slate-800">
          <Value text={change.before} label="Before" />
          <span aria-hidden="true" className="text-slate-500">
            →
          </span>
          <Value text={change.after} label="After" />
        </p>
      ) : null}
      {timeline ? (
        <Link
          to={timeline}
          className={cn("mt-1 inline-block text-sm font-medium text-indigo-700 hover:underline", FOCUS_RING)}
        >
          Page timeline<span className="sr-only"> of {change.url}</span>
        </Link>
      ) : null}
    </li>
  );
}

/** The project's detected changes, newest first, grouped by severity (critical, warning, info). */
export function ChangesCard({ project }: { project: Project }) {
  const changes = useInfiniteQuery({
    queryKey: projectsKeys.changes(project.id, { limit: PAGE_SIZE }),
    queryFn: ({ pageParam }) => listChanges(project.id, { limit: PAGE_SIZE }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = changes.data?.pages.flatMap((p) => p.items) ?? [];
  const hostOf = (competitorId: string | null) =>
    competitorId === null
      ? "Your page"
      : (project.competitors.find((c) => c.id === competitorId)?.host ?? "Competitor");
  return (
    <Card
      title="Changes"
      description="What the checks found, newest first. Critical changes on your pages can alert you by e-mail."
    >
      {changes.isPending ? (
        <LoadingBlock label="Loading changes" />
      ) : changes.isError ? (
        <LoadError
          message={changes.error.message}
          onRetry={() => void changes.refetch()}
          retrying={changes.isRefetching}
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">
          No changes detected yet. The first check records how each page looks; later checks compare with it.
        </p>
      ) : (
        <div className="space-y-6">
          {CHANGE_SEVERITIES.map((severity) => {
            const group = items.filter((c) => c.severity === severity);
            if (group.length === 0) return null;
            const headingId = `changes-${severity}`;
            return (
              <section key={severity} aria-labelledby={headingId}>
                <h3 id={headingId} className="text-base font-semibold text-slate-900">
                  {CHANGE_SEVERITY_LABEL[severity]} changes ({group.length})
                </h3>
                <ul className="divide-y divide-slate-100">
                  {group.map((change) => (
                    <ChangeItem
                      key={change.id}
                      change={change}
                      projectId={project.id}
                      owner={hostOf(change.competitorId)}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
          <LoadMore query={changes} />
        </div>
      )}
    </Card>
  );
}
