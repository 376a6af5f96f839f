import type { ProjectSummary } from "@ranklens/shared";
import { Link } from "react-router";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { formatScore } from "../../lib/report-format";
import { formatCheckTime } from "./project-format";

/** One project in the list: health, open critical changes, new changes since the last visit, check times. */
export function ProjectRow({ project }: { project: ProjectSummary }) {
  const facts: [string, string][] = [
    ["Open critical", String(project.openCritical)],
    ["New since your last visit", String(project.newChanges)],
    ["Last check", formatCheckTime(project.lastCheckAt, "Not checked yet")],
    ["Next check", formatCheckTime(project.nextCheckAt, "Not scheduled")],
  ];
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div
        className="flex size-14 shrink-0 flex-col items-center justify-center rounded-md bg-slate-100 text-slate-900"
        title="Health score of the site's last crawl"
      >
        <span className="text-lg font-bold tabular-nums">{formatScore(project.healthScore)}</span>
        <span className="text-[0.6rem] text-slate-600 uppercase">Health</span>
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={`/projects/${encodeURIComponent(project.id)}`}
          className={cn("font-medium text-indigo-700 hover:underline", FOCUS_RING)}
        >
          {project.name}
        </Link>
        <p className="truncate text-sm text-slate-600">
          {project.siteUrl} · {project.trackedPages} tracked {project.trackedPages === 1 ? "page" : "pages"} ·{" "}
          {project.competitors.length} {project.competitors.length === 1 ? "competitor" : "competitors"}
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd
                className={cn(
                  "font-semibold text-slate-900 tabular-nums",
                  label === "Open critical" && project.openCritical > 0 && "text-red-700",
                )}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
