import { LineChart } from "@ranklens/charts";
import type { Project } from "@ranklens/shared";
import { Card } from "../../components/ui/card";
import { TrendsBody } from "./project-trends-query";
import { useContainerWidth } from "./use-container-width";

/** What adds the chart's next point: the project's recrawl schedule, or where to turn it on. */
function recrawlNote(project: Project): string {
  return project.crawlSchedule === "off"
    ? "Site recrawl is off: choose a weekly or monthly recrawl when editing the project, and each completed crawl adds a point."
    : `The site is recrawled ${project.crawlSchedule}: each completed crawl adds a point.`;
}

/** The health score (0–100) of each completed crawl of the project's site, by the day it finished. */
export function HealthChartCard({ project }: { project: Project }) {
  const { ref, width } = useContainerWidth(560);
  return (
    <Card title="Site health over crawls" description={recrawlNote(project)}>
      <div ref={ref}>
        <TrendsBody projectId={project.id} label="Loading site health">
          {(trends) =>
            trends.healthByCrawl.length === 0 ? (
              <p className="text-sm text-slate-600">No completed crawl of this site yet.</p>
            ) : (
              <LineChart
                title="Health score (0–100)"
                series={[
                  {
                    name: "Health score",
                    points: trends.healthByCrawl.map((c) => ({ at: c.finishedAt, value: c.healthScore })),
                  },
                ]}
                max={100}
                width={width}
              />
            )
          }
        </TrendsBody>
      </div>
    </Card>
  );
}
