import { LineChart, type Series } from "@ranklens/charts";
import { CHANGE_SEVERITIES, type Project, type ProjectTrends } from "@ranklens/shared";
import { Card } from "../../components/ui/card";
import { formatUtcDay } from "../../lib/format-date";
import { CHANGE_SEVERITY_LABEL } from "./change-severity";
import { countAxisMax } from "./project-format";
import { TrendsBody } from "./project-trends-query";
import { useContainerWidth } from "./use-container-width";

/** One line per severity: the changes detected on each check date (0 on a check that found none). */
export function issueSeries(days: ProjectTrends["changesByDay"]): Series[] {
  return CHANGE_SEVERITIES.map((severity) => ({
    name: CHANGE_SEVERITY_LABEL[severity],
    points: days.map((day) => ({ at: day.date, value: day[severity] })),
  }));
}

/** The newest day's counts in words: equal counts draw on top of each other in the chart. */
function NewestDay({ day }: { day: ProjectTrends["changesByDay"][number] }) {
  return (
    <p className="mt-2 text-sm text-slate-700">
      {formatUtcDay(day.date)}:{" "}
      {CHANGE_SEVERITIES.map((severity) => `${CHANGE_SEVERITY_LABEL[severity]} ${day[severity]}`).join(" · ")}
    </p>
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
              <>
                <LineChart
                  title="Changes detected"
                  series={issueSeries(trends.changesByDay)}
                  max={countAxisMax(trends.changesByDay.flatMap((d) => [d.critical, d.warning, d.info]))}
                  width={width}
                />
                <NewestDay day={trends.changesByDay.at(-1) as ProjectTrends["changesByDay"][number]} />
              </>
            )
          }
        </TrendsBody>
      </div>
    </Card>
  );
}
