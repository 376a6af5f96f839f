import type { Site } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { SitesTable } from "../../db/schema";
import { parseCrawlSettings } from "../crawl/crawl-settings";

/** A stored site as the API shows it; settings stored before a new field existed get its default. */
export function siteFromRow(row: Selectable<SitesTable>): Site {
  return {
    id: row.id,
    name: row.name,
    startUrl: row.start_url,
    settings: parseCrawlSettings(row.settings),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
