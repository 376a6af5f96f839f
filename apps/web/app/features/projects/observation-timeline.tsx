import type { Observation } from "@ranklens/shared";
import { Card } from "../../components/ui/card";
import { formatDateTimeSeconds } from "../../lib/format-date";
import { formatScore } from "../../lib/report-format";
import { formatStatus, formatText, NOT_AVAILABLE } from "./project-format";

const COLUMNS = [
  "Date",
  "Status",
  "SEO score",
  "Title",
  "Meta description",
  "H1",
  "Canonical",
  "Robots",
  "Word count",
  "Failing checks",
];

/** Every observation of a page, newest first, one row each. Scrolls sideways inside its card on a phone. */
export function ObservationTimeline({ observations }: { observations: Observation[] }) {
  const newestFirst = [...observations].reverse();
  return (
    <Card
      title="Timeline"
      description={`${observations.length} ${observations.length === 1 ? "check" : "checks"}, newest first.`}
    >
      {observations.length === 0 ? (
        <p className="text-sm text-slate-600">Not checked yet: the timeline starts with the first check.</p>
      ) : (
        <div className="-mx-6 overflow-x-auto px-6">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Checks of this page, newest first</caption>
            <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
              <tr>
                {COLUMNS.map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {newestFirst.map((o) => (
                <tr key={o.id}>
                  <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                    <time dateTime={o.observedAt}>{formatDateTimeSeconds(o.observedAt)}</time>
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{formatStatus(o)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatScore(o.seoScore)}</td>
                  <td className="max-w-[14rem] px-3 py-2 break-words">{formatText(o.title, o)}</td>
                  <td className="max-w-[18rem] px-3 py-2 break-words">{formatText(o.metaDescription, o)}</td>
                  <td className="max-w-[14rem] px-3 py-2 break-words">{formatText(o.h1, o)}</td>
                  <td className="max-w-[14rem] px-3 py-2 break-all">{formatText(o.canonical, o)}</td>
                  <td className="px-3 py-2">
                    {o.noindex ? `${o.robots ?? "noindex"}` : formatText(o.robots, o)}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{o.wordCount ?? NOT_AVAILABLE}</td>
                  <td className="px-3 py-2 tabular-nums" title={o.failingChecks.join(", ") || undefined}>
                    {o.failingChecks.length}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
