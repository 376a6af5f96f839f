import { ChangeRulesSchema, type Project, type UpdateProject } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { JobQueue } from "../../jobs/job-queue";
import type { Actor } from "../../workspaces/actor";
import { syncKeywordList } from "../rankings/tracked-keywords";
import { syncProjectSchedules } from "../runs/project-schedules";
import { checkProjectPlan, type ProjectPlan } from "./check-project-plan";
import { findProject } from "./find-project";
import { getProject } from "./get-project";
import { siteHostOf } from "./normalize-project-url";
import { projectNotFound } from "./project-errors";
import { type ResolvedPage, resolveCompetitors, resolvePages } from "./resolve-project-urls";
import { writeProjectTargets } from "./write-project-targets";

/**
 * Changes a project: the fields sent replace the project's (lists whole). Competitors sent
 * without pages keep the tracked pages of the site and of the competitors that stay, and a new
 * competitor gets its home page tracked (as on create). Schedules sent must be in the plan; the
 * job queue's schedules follow the project's.
 */
export async function updateProject(
  db: Kysely<Database>,
  jobs: JobQueue,
  actor: Actor,
  projectId: string,
  change: UpdateProject & ProjectPlan & { now: Date },
): Promise<Project> {
  const current = await findProject(db, actor.workspaceId, projectId);
  const targets =
    change.competitors || change.pages
      ? await resolveTargets(db, current.id, current.site_url, change)
      : undefined;
  checkProjectPlan(change, {
    pageSchedule: change.pageSchedule,
    crawlSchedule: change.crawlSchedule,
    pageCount: targets?.pages.length,
  });
  const now = change.now.toISOString();
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("projects")
      .set({
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.pageSchedule === undefined ? {} : { page_schedule: change.pageSchedule }),
        ...(change.crawlSchedule === undefined ? {} : { crawl_schedule: change.crawlSchedule }),
        ...(change.rules === undefined
          ? {}
          : { rules: JSON.stringify(ChangeRulesSchema.parse(change.rules)) }),
        updated_at: now,
      })
      .where("id", "=", projectId)
      .where("workspace_id", "=", actor.workspaceId)
      .returningAll()
      .executeTakeFirst();
    // Deleted between the two statements: as if it never existed.
    if (!row) throw projectNotFound();
    if (targets) await writeProjectTargets(trx, row.id, targets.competitors, targets.pages, now);
    if (change.keywords) await syncKeywordList(trx, row.id, change.keywords, change.now);
    return row;
  });
  await syncProjectSchedules(jobs, {
    id: updated.id,
    pageSchedule: updated.page_schedule as Project["pageSchedule"],
    crawlSchedule: updated.crawl_schedule as Project["crawlSchedule"],
    rankProvider: updated.rank_provider,
  });
  return getProject(db, actor, projectId);
}

/** The competitors and pages the project will have after the change. */
async function resolveTargets(
  db: Kysely<Database>,
  projectId: string,
  siteUrl: string,
  change: UpdateProject,
) {
  const stored = await db
    .selectFrom("project_competitors")
    .select(["url", "host"])
    .where("project_id", "=", projectId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const competitors = change.competitors ? resolveCompetitors(siteUrl, change.competitors) : stored;
  if (change.pages) return { competitors, pages: resolvePages(siteUrl, competitors, change.pages) };
  // Competitors only: the pages that still belong somewhere stay, new competitors' home pages join.
  const hosts = new Set(competitors.map((c) => c.host));
  const siteHost = siteHostOf(siteUrl);
  const kept: ResolvedPage[] = (
    await db
      .selectFrom("project_pages")
      .select("url")
      .where("project_id", "=", projectId)
      .orderBy("id")
      .execute()
  )
    .map((p) => ({ url: p.url, host: siteHostOf(p.url) }))
    .filter((p) => p.host === siteHost || hosts.has(p.host))
    .map((p) => ({ url: p.url, competitorHost: p.host === siteHost ? null : p.host }));
  const before = new Set(stored.map((c) => c.host));
  const homes = competitors
    .filter((c) => !before.has(c.host) && !kept.some((p) => p.url === c.url))
    .map((c) => ({ url: c.url, competitorHost: c.host }));
  return { competitors, pages: [...kept, ...homes] };
}
