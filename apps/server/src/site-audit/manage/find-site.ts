import type { Kysely, Selectable } from "kysely";
import type { Database, SitesTable } from "../../db/schema";
import { notFound } from "../../errors";

export const SITE_NOT_FOUND = "Site not found";

/** The workspace's site; another workspace's is "not found", as if it did not exist. */
export async function findSite(
  db: Kysely<Database>,
  workspaceId: string,
  siteId: string,
): Promise<Selectable<SitesTable>> {
  const row = await db
    .selectFrom("sites")
    .selectAll()
    .where("id", "=", siteId)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound(SITE_NOT_FOUND);
  return row;
}
