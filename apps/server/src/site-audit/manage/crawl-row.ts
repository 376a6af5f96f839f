import type { CrawlMode, CrawlState, CrawlSummary } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { CrawlsTable } from "../../db/schema";
import { parseCrawlSettings } from "../crawl/crawl-settings";

/** States a crawl never leaves: its rows are what it found, and nothing changes them. */
export const FINISHED_CRAWL_STATES: readonly CrawlState[] = ["completed", "cancelled", "failed"];

/** States in which a crawl holds (or is about to hold) a worker. */
export const ACTIVE_CRAWL_STATES: readonly CrawlState[] = ["queued", "running", "paused", "finishing"];

export function crawlFromRow(row: Selectable<CrawlsTable>): CrawlSummary {
  return {
    id: row.id,
    siteId: row.site_id,
    state: row.state as CrawlState,
    stateReason: row.state_reason,
    settings: parseCrawlSettings(row.settings),
    mode: row.mode as CrawlMode,
    sitemapUrl: row.sitemap_url,
    previousCrawlId: row.previous_crawl_id,
    healthScore: row.health_score,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}
