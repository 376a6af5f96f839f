import type { SiteList } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { siteFromRow } from "./site-row";

/** The workspace's sites, oldest first (index sites_workspace); a plan allows at most a few dozen. */
export async function listSites(
  db: Kysely<Database>,
  workspaceId: string,
  page: { limit: number; offset: number },
): Promise<SiteList> {
  const rows = await db
    .selectFrom("sites")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom("sites")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  return { items: rows.map(siteFromRow), total: Number(total) };
}
