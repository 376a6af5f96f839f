import type { ProjectList } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { projectSummaries } from "./project-summaries";

/** The workspace's projects, oldest first (index projects_workspace); a plan allows a few dozen. */
export async function listProjects(
  db: Kysely<Database>,
  viewer: { workspaceId: string; userId: string },
  page: { limit: number; offset: number },
): Promise<ProjectList> {
  const rows = await db
    .selectFrom("projects")
    .selectAll()
    .where("workspace_id", "=", viewer.workspaceId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom("projects")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("workspace_id", "=", viewer.workspaceId)
    .executeTakeFirstOrThrow();
  return { items: await projectSummaries(db, rows, viewer.userId), total: Number(total) };
}
