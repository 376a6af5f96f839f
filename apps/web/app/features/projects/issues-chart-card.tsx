import { type Column, columnTotal, StackedColumnChart } from "@ranklens/charts";
import { CHANGE_SEVERITIES, type Project, type ProjectTrends } from "@ranklens/shared";
import { Card } from "../../components/ui/card";
import { formatUtcDay } from "../../lib/format-date";
import { CHANGE_SEVERITY_LABEL } from "./change-severity";
import { countAxisMax } from "./project-format";
import { TrendsBody } from "./project-trends-query";
import { useContainerWidth } from "./use-container-width";

/** One column per check date, stacked by severity, critical at the bottom (0 on a check that found none). */
export function issueColumns(days: ProjectTrends["changesByDay"]): Column[] {
  return days.map((day) => ({ at: day.date, counts: CHANGE_SEVERITIES.map((severity) => day[severity]) }));
}

/** The newest day's counts in words, for a reading without the chart. */
function NewestDay({ day }: { day: ProjectTrends["changesByDay"][number] }) {
  return (
    <p className="mt-2 text-sm text-slate-700">
      {formatUtcDay(day.date)}:{" "}
      {CHANGE_SEVERITIES.map((severity) => `${CHANGE_SEVERITY_LABEL[severity]} ${day[severity]}`).join(" · ")}
    </p>
  );
}

/** The stacked columns with the newest day's counts under them. */
function IssuesChart({ days, width }: { days: ProjectTrends["changesByDay"]; width: number }) {
  const columns = issueColumns(days);
  return (
    <>
      <StackedColumnChart
        title="Changes detected"
        parts={CHANGE_SEVERITIES.map((severity) => CHANGE_SEVERITY_LABEL[severity])}
        columns={columns}
        max={countAxisMax(columns.map(columnTotal))}
        width={width}
      />
      <NewestDay day={days.at(-1) as ProjectTrends["changesByDay"][number]} />
    </>
  );
}

/** Issues over time: changes detected per check date, by severity, over the last 90 days. */
export function IssuesChartCard({ project }: { project: Project }) {
  const { ref, width } = useContainerWidth(560);
  return (
    <Card title="Issues over time" description="Changes detected at each check, by severity (last 90 days).">
      <div ref={ref}>
        <TrendsBody projectId={project.id} label="Loading issues over time">
          {(trends) =>
            trends.changesByDay.length === 0 ? (
              <p className="text-sm text-slate-600">No check yet: the chart starts with the first check.</p>
            ) : (
              <IssuesChart days={trends.changesByDay} width={width} />
            )
          }
        </TrendsBody>
      </div>
    </Card>
  );
}
