import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../workspaces/actor";
import { findSite } from "./find-site";

/**
 * Deletes a site with its crawls and every crawl row (foreign keys cascade). A crawl that is
 * fetching or computing its issues is writing rows under the site: it must be cancelled (or
 * paused) first, so the delete never races the crawler's transactions. Returns the site's name
 * (for the activity log).
 */
export async function deleteSite(db: Kysely<Database>, actor: Actor, siteId: string): Promise<string> {
  const site = await findSite(db, actor.workspaceId, siteId);
  const busy = await db
    .selectFrom("crawls")
    .select("state")
    .where("site_id", "=", siteId)
    .where("state", "in", ["running", "finishing"])
    .executeTakeFirst();
  if (busy) {
    throw new AppError(
      "CONFLICT",
      `A crawl of this site is ${busy.state}. Pause or cancel it, then delete the site.`,
    );
  }
  await db
    .deleteFrom("sites")
    .where("id", "=", siteId)
    .where("workspace_id", "=", actor.workspaceId)
    .execute();
  return site.name;
}
