import { LineChart, type Series } from "@ranklens/charts";
import { CHANGE_SEVERITIES, type Project, type ProjectTrends } from "@ranklens/shared";
import { Card } from "../../components/ui/card";
import { CHANGE_SEVERITY_LABEL } from "./change-severity";
import { TrendsBody } from "./project-trends-query";
import { useContainerWidth } from "./use-container-width";

/** One line per severity: the changes detected on each check date (0 on a check that found none). */
export function issueSeries(days: ProjectTrends["changesByDay"]): Series[] {
  return CHANGE_SEVERITIES.map((severity) => ({
    name: CHANGE_SEVERITY_LABEL[severity],
    points: days.map((day) => ({ at: day.date, value: day[severity] })),
  }));
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
              <LineChart title="Changes detected" series={issueSeries(trends.changesByDay)} width={width} />
            )
          }
        </TrendsBody>
      </div>
    </Card>
  );
}
