import type { CrawlSummary } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { CANCEL, changeCrawlState } from "./change-crawl-state";

/**
 * Cancels a crawl that has not finished. Nothing is enqueued: a running crawler stops at its
 * next batch, a queued job finds the crawl cancelled and ends. What was crawled stays readable.
 */
export function cancelCrawl(
  db: Kysely<Database>,
  workspaceId: string,
  crawlId: string,
  now: Date,
): Promise<CrawlSummary> {
  return changeCrawlState(db, workspaceId, crawlId, CANCEL, now);
}
