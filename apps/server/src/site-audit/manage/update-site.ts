import { CrawlSettingsSchema, type Site, type UpdateSite } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Actor } from "../../workspaces/actor";
import { parseCrawlSettings } from "../crawl/crawl-settings";
import { checkPatterns } from "./check-patterns";
import { findSite } from "./find-site";
import { normalizeStartUrl } from "./normalize-start-url";
import { siteFromRow } from "./site-row";

/**
 * Changes a site's name, start URL or settings (the settings sent replace those fields only).
 * Crawls keep the settings they started with: an edit applies from the next crawl.
 */
export async function updateSite(
  db: Kysely<Database>,
  actor: Actor,
  siteId: string,
  change: UpdateSite & { now: Date },
): Promise<Site> {
  const current = await findSite(db, actor.workspaceId, siteId);
  const settings = change.settings
    ? checkPatterns(
        CrawlSettingsSchema.parse({ ...parseCrawlSettings(current.settings), ...change.settings }),
      )
    : undefined;
  const updated = await db
    .updateTable("sites")
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.startUrl === undefined ? {} : { start_url: normalizeStartUrl(change.startUrl) }),
      ...(settings ? { settings: JSON.stringify(settings) } : {}),
      updated_at: change.now.toISOString(),
    })
    .where("id", "=", siteId)
    .where("workspace_id", "=", actor.workspaceId)
    .returningAll()
    .executeTakeFirst();
  // Deleted between the two statements: as if it never existed.
  return siteFromRow(updated ?? (await findSite(db, actor.workspaceId, siteId)));
}
