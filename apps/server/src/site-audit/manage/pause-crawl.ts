import type { CrawlSummary } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { changeCrawlState, PAUSE } from "./change-crawl-state";

/** Pauses a queued or running crawl: the crawler stops claiming at its next batch and its job ends. */
export function pauseCrawl(
  db: Kysely<Database>,
  workspaceId: string,
  crawlId: string,
  now: Date,
): Promise<CrawlSummary> {
  return changeCrawlState(db, workspaceId, crawlId, PAUSE, now);
}
