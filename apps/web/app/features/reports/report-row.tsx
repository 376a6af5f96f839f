import type { Report } from "@ranklens/shared";
import { Link } from "react-router";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format-date";
import { coverageSummary, scheduleSummary, sectionsSummary } from "./report-summary";

/** One report in the list: its name, what it covers, how many sections, its schedule and last sending. */
export function ReportRow({
  report,
  names,
}: {
  report: Report;
  names: { sites: ReadonlyMap<string, string>; projects: ReadonlyMap<string, string> };
}) {
  const facts: [string, string][] = [
    ["Sections", sectionsSummary(report)],
    ["Schedule", scheduleSummary(report.schedule)],
    ["Last sent", report.schedule.lastSentAt ? formatDateTime(report.schedule.lastSentAt) : "Never"],
  ];
  return (
    <li className="py-4">
      <Link
        to={`/reports/${encodeURIComponent(report.id)}`}
        className={cn("font-medium break-words text-indigo-700 hover:underline", FOCUS_RING)}
      >
        {report.name}
      </Link>
      <p className="text-sm break-words text-slate-600">{coverageSummary(report, names)}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
