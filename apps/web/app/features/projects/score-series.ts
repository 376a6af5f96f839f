import type { Series } from "@ranklens/charts";
import type { Competitor, PageHistory } from "@ranklens/shared";

/**
 * The SEO score over time of the project's own pages against each competitor's, from the tracked
 * pages' histories: one point per run (a run looks at every page, so the series line up on the
 * same axis), each the average score of that side's pages in that run. A side with no score in
 * a run gets a gap, not a 0.
 */
export function scoreSeries(histories: PageHistory[], competitors: Competitor[]): Series[] {
  const runAt = new Map<string, string>();
  for (const history of histories) {
    for (const o of history.observations) {
      const seen = runAt.get(o.runId);
      if (seen === undefined || o.observedAt < seen) runAt.set(o.runId, o.observedAt);
    }
  }
  const runs = [...runAt.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const side = (name: string, competitorId: string | null): Series => {
    const pages = histories.filter((h) => h.page.competitorId === competitorId);
    return {
      name,
      points: runs.map(([runId, at]) => {
        const scores = pages
          .map((h) => h.observations.find((o) => o.runId === runId)?.seoScore ?? null)
          .filter((score): score is number => score !== null);
        const value =
          scores.length === 0 ? null : Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
        return { at, value };
      }),
    };
  };
  const series = [side("Your pages", null)];
  for (const competitor of competitors) {
    if (histories.some((h) => h.page.competitorId === competitor.id))
      series.push(side(competitor.host, competitor.id));
  }
  return series;
}
