import { CrawlSettingsSchema, type Site, type UpdateSite } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Actor } from "../../workspaces/actor";
import { parseCrawlSettings } from "../crawl/crawl-settings";
import { isSiteVerified } from "../ownership/ownership-store";
import { checkVerifiedPowers } from "../ownership/verified-powers";
import { checkExtraction } from "./check-extraction";
import { checkPatterns } from "./check-patterns";
import { findSite } from "./find-site";
import { normalizeStartUrl } from "./normalize-start-url";
import { siteFromRow } from "./site-row";

/**
 * Changes a site's name, start URL or settings (the settings sent replace those fields only).
 * Crawls keep the settings they started with: an edit applies from the next crawl. Ignoring
 * robots.txt and a rate above the default cap need the site verified for its (new) host.
 */
export async function updateSite(
  db: Kysely<Database>,
  actor: Actor,
  siteId: string,
  change: UpdateSite & { now: Date; unverifiedMaxRate: number },
): Promise<Site> {
  const current = await findSite(db, actor.workspaceId, siteId);
  const settings = change.settings
    ? checkExtraction(
        checkPatterns(
          CrawlSettingsSchema.parse({ ...parseCrawlSettings(current.settings), ...change.settings }),
        ),
      )
    : undefined;
  const startUrl = change.startUrl === undefined ? undefined : normalizeStartUrl(change.startUrl);
  if (settings || startUrl) {
    // What only an owner may ask for, judged for the host the site will have.
    const verified = await isSiteVerified(db, siteId, startUrl ?? current.start_url);
    checkVerifiedPowers(settings ?? parseCrawlSettings(current.settings), verified, change.unverifiedMaxRate);
  }
  const updated = await db
    .updateTable("sites")
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(startUrl === undefined ? {} : { start_url: startUrl }),
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
