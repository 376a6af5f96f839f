import { randomUUID } from "node:crypto";
import { type CreateProject, CreateProjectSchema, type Project } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { JobQueue } from "../../jobs/job-queue";
import type { Actor } from "../../workspaces/actor";
import { lockWorkspace } from "../../workspaces/lock-workspace";
import { syncKeywordList } from "../rankings/tracked-keywords";
import { removeProjectSchedules, syncProjectSchedules } from "../runs/project-schedules";
import { checkProjectPlan, type ProjectPlan } from "./check-project-plan";
import { getProject } from "./get-project";
import { normalizeProjectUrl } from "./normalize-project-url";
import { projectLimit } from "./project-errors";
import { resolveCompetitors, resolvePages } from "./resolve-project-urls";
import { writeProjectTargets } from "./write-project-targets";

/**
 * Creates a project within the plan (projects, tracked pages, schedules): the count and the
 * inserts run under the workspace's row lock, so two requests at once cannot both take the last
 * project. Its schedules then go into the job queue; should that fail, the project is taken back.
 * The creator has "seen" it now, so its first changes count as new for them.
 */
export async function createProject(
  db: Kysely<Database>,
  jobs: JobQueue,
  actor: Actor,
  input: CreateProject & ProjectPlan & { now: Date },
): Promise<Project> {
  const body = CreateProjectSchema.parse(input);
  const siteUrl = normalizeProjectUrl(body.siteUrl, "siteUrl");
  const competitors = resolveCompetitors(siteUrl, body.competitors);
  const pages = resolvePages(siteUrl, competitors, body.pages);
  checkProjectPlan(input, { ...body, pageCount: pages.length });
  const now = input.now.toISOString();
  const row = {
    id: randomUUID(),
    workspace_id: actor.workspaceId,
    name: body.name ?? new URL(siteUrl).host,
    site_url: siteUrl,
    site_id: null,
    page_schedule: body.pageSchedule,
    crawl_schedule: body.crawlSchedule,
    rules: JSON.stringify(body.rules),
    rank_provider: null,
    created_by: actor.userId,
    created_at: now,
    updated_at: now,
    last_check_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, actor.workspaceId);
    const { n } = await trx
      .selectFrom("projects")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("workspace_id", "=", actor.workspaceId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= input.limits.projects) throw projectLimit(input.plan, input.limits.projects);
    await trx.insertInto("projects").values(row).execute();
    await writeProjectTargets(trx, row.id, competitors, pages, now);
    await syncKeywordList(trx, row.id, body.keywords, input.now);
    await trx
      .insertInto("project_visits")
      .values({ project_id: row.id, user_id: actor.userId, seen_at: now })
      .execute();
  });
  try {
    await syncProjectSchedules(jobs, {
      id: row.id,
      pageSchedule: body.pageSchedule,
      crawlSchedule: body.crawlSchedule,
    });
  } catch (error) {
    await removeProjectSchedules(jobs, row.id).catch(() => undefined);
    await db.deleteFrom("projects").where("id", "=", row.id).execute();
    throw error;
  }
  return getProject(db, actor, row.id);
}
