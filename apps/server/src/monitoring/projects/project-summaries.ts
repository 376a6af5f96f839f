import type { ProjectSummary } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, ProjectsTable } from "../../db/schema";
import { pageScheduleName } from "../runs/project-schedules";
import { countOpenCritical } from "./open-critical";
import { projectSites } from "./project-sites";

/**
 * Projects as lists and the dashboard show them, every figure read from the tables (null when
 * there is nothing to read): competitors, tracked pages, open critical changes, changes since
 * `userId` last opened the project (project_visits; all of them if never), the health score of
 * the site's newest completed crawl (its own, or the workspace's audit of the same URL: project-sites.ts), the last finished check and the page schedule's next time.
 */
export async function projectSummaries(
  db: Kysely<Database>,
  rows: readonly Selectable<ProjectsTable>[],
  userId: string,
): Promise<ProjectSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const siteOf = await projectSites(db, rows);
  const siteIds = [...new Set([...siteOf.values()].filter((id): id is string => id !== null))];
  const [competitors, pageCounts, openCritical, newChanges, health, lastRuns, schedules] = await Promise.all([
    db
      .selectFrom("project_competitors")
      .select(["id", "project_id", "url", "host"])
      .where("project_id", "in", ids)
      // In the order they were added; those added together by host.
      .orderBy("created_at")
      .orderBy("host")
      .execute(),
    db
      .selectFrom("project_pages")
      .select(["project_id", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("project_id", "in", ids)
      .groupBy("project_id")
      .execute(),
    countOpenCritical(db, ids),
    db
      .selectFrom("project_changes as c")
      .leftJoin("project_visits as v", (join) =>
        join.onRef("v.project_id", "=", "c.project_id").on("v.user_id", "=", userId),
      )
      .select(["c.project_id", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("c.project_id", "in", ids)
      .where((eb) => eb.or([eb("v.seen_at", "is", null), eb("c.detected_at", ">", eb.ref("v.seen_at"))]))
      .groupBy("c.project_id")
      .execute(),
    siteIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("crawls")
          .select(["site_id", "health_score", "finished_at", "created_at"])
          .where("site_id", "in", siteIds)
          .where("state", "=", "completed")
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .execute(),
    db
      .selectFrom("project_runs")
      .select(["project_id", (eb) => eb.fn.max("finished_at").as("finished_at")])
      .where("project_id", "in", ids)
      .where("state", "=", "completed")
      .groupBy("project_id")
      .execute(),
    db
      .selectFrom("job_schedules")
      .select(["name", "next_run_at"])
      .where("name", "in", ids.map(pageScheduleName))
      .execute(),
  ]);
  const healthBySite = new Map<string, number | null>();
  for (const crawl of health)
    if (!healthBySite.has(crawl.site_id)) healthBySite.set(crawl.site_id, crawl.health_score);
  const count = (list: { project_id: string; n: number | string }[]) =>
    new Map(list.map((r) => [r.project_id, Number(r.n)]));
  const pages = count(pageCounts);
  const fresh = count(newChanges);
  const lastRun = new Map(lastRuns.map((r) => [r.project_id, r.finished_at as string | null]));
  const next = new Map(schedules.map((s) => [s.name, s.next_run_at]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    siteUrl: row.site_url,
    siteId: siteOf.get(row.id) ?? null,
    pageSchedule: row.page_schedule as ProjectSummary["pageSchedule"],
    crawlSchedule: row.crawl_schedule as ProjectSummary["crawlSchedule"],
    trackedPages: pages.get(row.id) ?? 0,
    competitors: competitors
      .filter((c) => c.project_id === row.id)
      .map((c) => ({ id: c.id, url: c.url, host: c.host })),
    openCritical: openCritical.get(row.id) ?? 0,
    newChanges: fresh.get(row.id) ?? 0,
    healthScore: healthBySite.get(siteOf.get(row.id) ?? "") ?? null,
    lastCheckAt: latestOf(row.last_check_at, lastRun.get(row.id) ?? null),
    nextCheckAt: next.get(pageScheduleName(row.id)) ?? null,
    createdAt: row.created_at,
  }));
}

/** The later of two ISO times (either may be missing). */
function latestOf(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}
