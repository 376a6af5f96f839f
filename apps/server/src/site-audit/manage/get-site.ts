import type { Site } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { findSite } from "./find-site";
import { siteFromRow } from "./site-row";

/** One of the workspace's sites. */
export async function getSite(db: Kysely<Database>, workspaceId: string, siteId: string): Promise<Site> {
  return siteFromRow(await findSite(db, workspaceId, siteId));
}
