import type { Crawl } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { queuePlace } from "../crawl/crawl-slots";
import { crawlFromRow } from "../manage/crawl-row";
import { findCrawl } from "../manage/find-crawl";
import { crawlProgress } from "./crawl-progress";

/** One of the workspace's crawls with its state, progress and, while it waits for a slot, its place in the queue. */
export async function getCrawl(
  db: Kysely<Database>,
  workspaceId: string,
  crawlId: string,
  now: Date,
  /** The workspace's plan's crawls at once (crawl-slots.ts). */
  crawlsAtOnce: number,
): Promise<Crawl> {
  const row = await findCrawl(db, workspaceId, crawlId);
  return {
    ...crawlFromRow(row),
    progress: await crawlProgress(db, row, now),
    queue: await queuePlace(db, row, now, crawlsAtOnce),
  };
}
