import type { Series } from "@ranklens/charts";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/schema";
import { lineChartPng } from "../../mail/chart-png";

/** Observations per page the chart shows. */
const OBSERVATIONS = 30;
/** Lines per chart: a few of the project's own pages, a few of its competitors'. */
const OWN_PAGES = 3;
const COMPETITOR_PAGES = 3;
const NAME_MAX = 60;

/**
 * The SEO score of the project's own pages over their last 30 observations against its
 * competitors' pages, as a PNG for e-mail; `focusPageIds` (the pages an alert is about) come
 * first. Null when no page has a score yet (nothing to draw).
 */
export async function projectScoreChartPng(
  db: Kysely<Database>,
  project: { id: string; name: string },
  focusPageIds: number[] = [],
): Promise<Buffer | null> {
  const series = await projectScoreSeries(db, project.id, focusPageIds);
  if (!series.some((s) => s.points.some((p) => p.value !== null))) return null;
  return lineChartPng({ title: `SEO score: ${project.name} against competitors`, series, max: 100 });
}

/** The chart for an e-mail, or none when drawing fails: an alert without its chart still goes out. */
export async function scoreChartForMail(
  deps: Pick<AppDeps, "db" | "logger">,
  project: { id: string; name: string },
  focusPageIds: number[] = [],
): Promise<Buffer | null> {
  try {
    return await projectScoreChartPng(deps.db, project, focusPageIds);
  } catch (error) {
    deps.logger.warn("score chart not drawn", { projectId: project.id, error: String(error) });
    return null;
  }
}

/** One series per chosen page, points placed at their run's start so one run's pages line up. */
export async function projectScoreSeries(
  db: Kysely<Database>,
  projectId: string,
  focusPageIds: number[] = [],
): Promise<Series[]> {
  const pages = await db
    .selectFrom("project_pages as pp")
    .leftJoin("project_competitors as pc", "pc.id", "pp.competitor_id")
    .select(["pp.id", "pp.url", "pp.competitor_id", "pc.host"])
    .where("pp.project_id", "=", projectId)
    .orderBy("pp.id")
    .execute();
  const focus = new Set(focusPageIds);
  const own = pages
    .filter((p) => p.competitor_id === null)
    .sort((a, b) => Number(focus.has(b.id)) - Number(focus.has(a.id)))
    .slice(0, OWN_PAGES);
  const theirs = pages.filter((p) => p.competitor_id !== null).slice(0, COMPETITOR_PAGES);
  const series: Series[] = [];
  for (const page of [...own, ...theirs]) {
    const rows = await db
      .selectFrom("page_observations as o")
      .innerJoin("project_runs as r", "r.id", "o.run_id")
      .select(["r.created_at as at", "o.seo_score as value"])
      .where("o.page_id", "=", page.id)
      .orderBy("o.observed_at", "desc")
      .orderBy("o.id", "desc")
      .limit(OBSERVATIONS)
      .execute();
    if (rows.length === 0) continue;
    const label =
      page.competitor_id === null ? `Yours: ${pathOf(page.url)}` : `${page.host}${pathOf(page.url)}`;
    series.push({
      name: shorten(label),
      points: rows.reverse().map((r) => ({ at: r.at, value: r.value })),
    });
  }
  return series;
}

function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

const shorten = (s: string) => (s.length > NAME_MAX ? `${s.slice(0, NAME_MAX - 1)}…` : s);
