import type { Kysely, Selectable } from "kysely";
import type { Database, ProjectsTable } from "../../db/schema";
import { projectNotFound } from "./project-errors";

/** The workspace's project; another workspace's is "not found", as if it did not exist. */
export async function findProject(
  db: Kysely<Database>,
  workspaceId: string,
  projectId: string,
): Promise<Selectable<ProjectsTable>> {
  const row = await db
    .selectFrom("projects")
    .selectAll()
    .where("id", "=", projectId)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!row) throw projectNotFound();
  return row;
}
