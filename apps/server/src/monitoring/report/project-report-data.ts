import type { RankedKeyword } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { searchConsolePropertyOfProject, searchConsoleQueryTotals } from "../../search-data";
import { findProject } from "../projects/find-project";
import { rankedKeywords } from "../rankings/get-rankings";

/** A tracked page (the project's or a competitor's) over the period. */
export interface ReportTrackedPage {
  url: string;
  /** The competitor's host; null: the project's own page. */
  competitorHost: string | null;
  /** SEO score of the first and last observation in the period (null: none, or not measured). */
  scoreFrom: number | null;
  scoreTo: number | null;
  /** When the last observation in the period was made; null: none in the period. */
  observedAt: string | null;
  /** Score per observation in the period, oldest first (the chart). */
  scores: { at: string; value: number | null }[];
  /** Changes detected on the page in the period. */
  changes: number;
}

export interface ReportChange {
  detectedAt: string;
  url: string;
  competitorHost: string | null;
  type: string;
  severity: string;
  before: string | null;
  after: string | null;
  keyword: string | null;
}

/**
 * What a report says about a monitoring project (issue 31), for a period: its tracked pages with
 * their scores at the start and end, the changes detected (newest first, capped; the total is
 * exact), and its tracked keywords' readings in the period, read as the project's screens read
 * them, so a report and the screen never disagree.
 */
export interface ProjectReportData {
  project: { id: string; name: string; siteUrl: string };
  pages: ReportTrackedPage[];
  changes: ReportChange[];
  changesTotal: number;
  rankings: {
    /** Each keyword's readings from the period's start on (later ones too: readers cut at its end). */
    keywords: RankedKeyword[];
    /** Search Console's figures beside positions: its last 28 days through this date; null: no property linked. */
    searchConsoleThrough: string | null;
  };
}

/** Changes a report lists (its CSV too); a busier period is counted, and the rest left to the project's CSV. */
export const REPORT_CHANGES_MAX = 10_000;
const SEARCH_CONSOLE_DAYS = 28;
const DAY_MS = 86_400_000;

export async function projectReportData(
  db: Kysely<Database>,
  input: { workspaceId: string; projectId: string; from: string; to: string },
): Promise<ProjectReportData> {
  const project = await findProject(db, input.workspaceId, input.projectId);
  const start = `${input.from}T00:00:00.000Z`;
  const end = `${input.to}T23:59:59.999Z`;

  const pageRows = await db
    .selectFrom("project_pages as pp")
    .leftJoin("project_competitors as pc", "pc.id", "pp.competitor_id")
    .select(["pp.id", "pp.url", "pc.host"])
    .where("pp.project_id", "=", project.id)
    .orderBy("pp.competitor_id")
    .orderBy("pp.id")
    .execute();
  const observations = await db
    .selectFrom("page_observations as o")
    .innerJoin("project_pages as pp", "pp.id", "o.page_id")
    .select(["o.page_id", "o.observed_at", "o.seo_score"])
    .where("pp.project_id", "=", project.id)
    .where("o.observed_at", ">=", start)
    .where("o.observed_at", "<=", end)
    .orderBy("o.observed_at")
    .orderBy("o.id")
    .execute();
  const byPage = new Map<number, typeof observations>();
  for (const o of observations) byPage.set(o.page_id, [...(byPage.get(o.page_id) ?? []), o]);

  const changeCounts = await db
    .selectFrom("project_changes")
    .select(["page_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("project_id", "=", project.id)
    .where("detected_at", ">=", start)
    .where("detected_at", "<=", end)
    .groupBy("page_id")
    .execute();
  const changesOfPage = new Map(changeCounts.map((row) => [row.page_id, Number(row.n)]));
  const changesTotal = changeCounts.reduce((sum, row) => sum + Number(row.n), 0);
  const changes = await db
    .selectFrom("project_changes as c")
    .leftJoin("project_competitors as pc", "pc.id", "c.competitor_id")
    .select([
      "c.detected_at as detectedAt",
      "c.url",
      "pc.host as competitorHost",
      "c.type",
      "c.severity",
      "c.before",
      "c.after",
      "c.keyword",
    ])
    .where("c.project_id", "=", project.id)
    .where("c.detected_at", ">=", start)
    .where("c.detected_at", "<=", end)
    .orderBy("c.detected_at", "desc")
    .orderBy("c.id", "desc")
    .limit(REPORT_CHANGES_MAX)
    .execute();

  const pages = pageRows.map((page): ReportTrackedPage => {
    const seen = byPage.get(page.id) ?? [];
    return {
      url: page.url,
      competitorHost: page.host,
      scoreFrom: seen[0]?.seo_score ?? null,
      scoreTo: seen.at(-1)?.seo_score ?? null,
      observedAt: seen.at(-1)?.observed_at ?? null,
      scores: seen.map((o) => ({ at: o.observed_at, value: o.seo_score })),
      changes: changesOfPage.get(page.id) ?? 0,
    };
  });

  // Readings of the period's days, their 7-day changes and movers as of the period's end.
  const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS);
  const link = await searchConsolePropertyOfProject(db, project.id);
  let searchConsoleThrough: string | null = null;
  const ranked = await rankedKeywords(db, project.id, {
    days,
    now: new Date(Date.parse(end)),
    searchConsoleOf: link
      ? async (queries) => {
          const totals = await searchConsoleQueryTotals(
            db,
            input.workspaceId,
            link.property,
            queries,
            SEARCH_CONSOLE_DAYS,
          );
          const figures = new Map<string, RankedKeyword["searchConsole"]>();
          for (const [query, t] of totals) {
            if (!searchConsoleThrough || t.newestDate > searchConsoleThrough)
              searchConsoleThrough = t.newestDate;
            figures.set(query, {
              clicks: t.clicks,
              impressions: t.impressions,
              ctr: t.ctr ?? 0,
              position: t.position,
              through: t.newestDate,
              days: SEARCH_CONSOLE_DAYS,
            });
          }
          return figures;
        }
      : undefined,
  });

  return {
    project: { id: project.id, name: project.name, siteUrl: project.site_url },
    pages,
    changes,
    changesTotal,
    rankings: { keywords: ranked.keywords, searchConsoleThrough },
  };
}
