import type { ProjectRun, ProjectRunList } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { notFound } from "../../errors";
import { findProject } from "./find-project";
import { runFromRow } from "./run-row";

export const RUN_NOT_FOUND = "Run not found";

/** The project's runs, newest first (scheduled and manual). */
export async function listProjectRuns(
  db: Kysely<Database>,
  workspaceId: string,
  projectId: string,
  page: { limit: number; offset: number },
): Promise<ProjectRunList> {
  await findProject(db, workspaceId, projectId);
  const rows = await db
    .selectFrom("project_runs")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom("project_runs")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("project_id", "=", projectId)
    .executeTakeFirstOrThrow();
  return { items: rows.map(runFromRow), total: Number(total) };
}

/** One run of the project. */
export async function getProjectRun(
  db: Kysely<Database>,
  workspaceId: string,
  projectId: string,
  runId: string,
): Promise<ProjectRun> {
  await findProject(db, workspaceId, projectId);
  const row = await db
    .selectFrom("project_runs")
    .selectAll()
    .where("id", "=", runId)
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  if (!row) throw notFound(RUN_NOT_FOUND);
  return runFromRow(row);
}
