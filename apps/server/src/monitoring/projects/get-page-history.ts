import type { PageHistory } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, ProjectPagesTable } from "../../db/schema";
import { notFound } from "../../errors";
import { findProject } from "./find-project";
import { observationFromRow } from "./observation-row";

export const PAGE_NOT_FOUND = "Tracked page not found";

/** A tracked page of the workspace's project; anything else is "not found". */
export async function findProjectPage(
  db: Kysely<Database>,
  workspaceId: string,
  projectId: string,
  pageId: number,
): Promise<Selectable<ProjectPagesTable>> {
  await findProject(db, workspaceId, projectId);
  const page = await db
    .selectFrom("project_pages")
    .selectAll()
    .where("id", "=", pageId)
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  if (!page) throw notFound(PAGE_NOT_FOUND);
  return page;
}

/** A tracked page's newest `limit` observations, oldest first (a timeline reads left to right). */
export async function getPageHistory(
  db: Kysely<Database>,
  workspaceId: string,
  projectId: string,
  pageId: number,
  limit: number,
): Promise<PageHistory> {
  const page = await findProjectPage(db, workspaceId, projectId, pageId);
  const rows = await db
    .selectFrom("page_observations")
    .selectAll()
    .where("page_id", "=", pageId)
    .orderBy("observed_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return {
    page: { id: Number(page.id), url: page.url, competitorId: page.competitor_id },
    observations: rows.reverse().map(observationFromRow),
  };
}
