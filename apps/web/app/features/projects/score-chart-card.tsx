import { LineChart } from "@ranklens/charts";
import type { Project } from "@ranklens/shared";
import { useQueries } from "@tanstack/react-query";
import { LoadingBlock } from "../../components/app/query-states";
import { Card } from "../../components/ui/card";
import { fetchPageHistory, projectsKeys } from "../../lib/projects-api";
import { scoreSeries } from "./score-series";
import { useContainerWidth } from "./use-container-width";

/** The chart reads at most this many pages' histories (Basic tracks 10; a big Pro project is sampled). */
export const CHART_PAGES = 40;

/** SEO score over time: the project's own pages against each competitor's, one point per check. */
export function ScoreChartCard({ project }: { project: Project }) {
  const own = project.pages.filter((p) => p.competitorId === null);
  const theirs = project.pages.filter((p) => p.competitorId !== null);
  // Own pages first, then competitors', so each side is in the sample.
  const pages = [...own.slice(0, CHART_PAGES / 2), ...theirs.slice(0, CHART_PAGES / 2)];
  const histories = useQueries({
    queries: pages.map((page) => ({
      queryKey: projectsKeys.history(project.id, page.id),
      queryFn: () => fetchPageHistory(project.id, page.id),
    })),
  });
  const loaded = histories.flatMap((h) => (h.data ? [h.data] : []));
  const pending = histories.some((h) => h.isPending);
  const failed = histories.find((h) => h.isError);
  const series = scoreSeries(loaded, project.competitors);
  const hasPoints = series.some((s) => s.points.some((p) => p.value !== null));
  const { ref, width } = useContainerWidth(560);
  return (
    <Card
      title="SEO score over time"
      description="Average SEO score of your tracked pages and of each competitor's, at every check."
    >
      {/* Always rendered, so its width is known before the chart draws. */}
      <div ref={ref}>
        {pending ? (
          <LoadingBlock label="Loading score history" />
        ) : failed?.error ? (
          <p role="alert" className="text-sm text-red-700">
            {failed.error.message}
          </p>
        ) : hasPoints ? (
          <LineChart title="SEO score (0–100)" series={series} max={100} width={width} />
        ) : (
          <p className="text-sm text-slate-600">No scores yet: the chart starts with the first check.</p>
        )}
      </div>
    </Card>
  );
}
