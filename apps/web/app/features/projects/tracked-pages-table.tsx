import type { Project } from "@ranklens/shared";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format-date";
import { formatScore } from "../../lib/report-format";
import { formatStatus, formatText, NOT_AVAILABLE, statusIsProblem } from "./project-format";

/** Every tracked page with its newest observation; a URL opens the page's timeline. Scrolls inside its card on a phone. */
export function TrackedPagesTable({ project }: { project: Project }) {
  const hostOf = (competitorId: string) =>
    project.competitors.find((c) => c.id === competitorId)?.host ?? "Competitor";
  return (
    <Card
      title="Tracked pages"
      description={`${project.pages.length} pages, checked ${project.pageSchedule === "off" ? "only when you ask" : project.pageSchedule}.`}
    >
      <div className="-mx-6 overflow-x-auto px-6">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
            <tr>
              {["URL", "Whose", "Status", "SEO score", "Title", "Last observed"].map((label) => (
                <th key={label} scope="col" className="px-3 py-2 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {project.pages.map((page) => (
              <tr key={page.id}>
                <td className="max-w-xs px-3 py-2 break-all">
                  <Link
                    to={`/projects/${encodeURIComponent(project.id)}/pages/${page.id}`}
                    className={cn("text-indigo-700 hover:underline", FOCUS_RING)}
                  >
                    {page.url}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {page.competitorId === null ? (
                    <Badge tone="primary">Own</Badge>
                  ) : (
                    <Badge>Competitor: {hostOf(page.competitorId)}</Badge>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {statusIsProblem(page.latest) ? (
                    <Badge tone="danger">{formatStatus(page.latest)}</Badge>
                  ) : (
                    formatStatus(page.latest)
                  )}
                </td>
                <td className="px-3 py-2 tabular-nums">{formatScore(page.latest?.seoScore)}</td>
                <td className="max-w-xs px-3 py-2 break-words">
                  {page.latest ? formatText(page.latest.title, page.latest) : NOT_AVAILABLE}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {page.latest ? (
                    <time dateTime={page.latest.observedAt}>{formatDateTime(page.latest.observedAt)}</time>
                  ) : (
                    "Not checked yet"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
