import type { ProjectTrends } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { changesByDay } from "./changes-by-day";
import { hasChecksBefore, listCheckDays } from "./check-days";
import { findProject } from "./find-project";
import { healthByCrawl } from "./health-by-crawl";
import { computeKeywordGaps, loadCheckedDays } from "./keyword-gaps";
import { ownTextsByCheck } from "./own-page-texts";
import { projectSites } from "./project-sites";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A project's trends over the last `days` days: changes per check date by severity, the site's
 * health over its crawls, and the keyword gaps against competitors over time. (Scores over time
 * come from the pages' histories, which the score chart already reads.)
 */
export async function getProjectTrends(
  db: Kysely<Database>,
  workspaceId: string,
  projectId: string,
  days: number,
  now: Date,
): Promise<ProjectTrends> {
  const project = await findProject(db, workspaceId, projectId);
  const siteId = (await projectSites(db, [project])).get(project.id) ?? null;
  // Whole UTC days: today and the days - 1 before it.
  const from = new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  const since = `${from}T00:00:00.000Z`;
  const checks = await listCheckDays(db, projectId, since);
  const [changes, health, checked, earlierChecks] = await Promise.all([
    changesByDay(
      db,
      projectId,
      since,
      checks.map((c) => c.date),
    ),
    healthByCrawl(db, workspaceId, siteId, since),
    loadCheckedDays(db, projectId, checks),
    hasChecksBefore(db, projectId, since),
  ]);
  const keywordGaps = await computeKeywordGaps(checked, ownTextsByCheck(db));
  return {
    from,
    changesByDay: changes,
    healthByCrawl: health,
    keywordGaps: { ...keywordGaps, earlierChecks },
  };
}
