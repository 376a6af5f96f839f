import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { JobQueue } from "../../jobs/job-queue";
import type { Actor } from "../../workspaces/actor";
import { removeProjectSchedules } from "../runs/project-schedules";
import { sweepPageTexts } from "../runs/sweep-page-texts";
import { findProject } from "./find-project";

/**
 * Deletes a project with its pages, runs, observations and changes (foreign keys cascade), and
 * its schedules. Schedules go first: a tick between the two would otherwise enqueue a check of
 * a project that no longer exists. A job already queued finds no project: the project-check job
 * kind must end quietly then. Main texts (page_texts) are shared by hash: those no other
 * observation uses go after the project. Returns the project's name (for the activity log).
 */
export async function deleteProject(
  db: Kysely<Database>,
  jobs: JobQueue,
  actor: Actor,
  projectId: string,
): Promise<string> {
  const project = await findProject(db, actor.workspaceId, projectId);
  await removeProjectSchedules(jobs, projectId);
  await db
    .deleteFrom("projects")
    .where("id", "=", projectId)
    .where("workspace_id", "=", actor.workspaceId)
    .execute();
  await sweepPageTexts(db);
  return project.name;
}
