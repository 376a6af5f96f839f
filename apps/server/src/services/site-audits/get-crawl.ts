import type { Crawl } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { crawlProgress } from "./crawl-progress";
import { crawlFromRow } from "./crawl-row";
import { findCrawl } from "./find-crawl";

/** One of the workspace's crawls with its state and progress. */
export async function getCrawl(
  db: Kysely<Database>,
  workspaceId: string,
  crawlId: string,
  now: Date,
): Promise<Crawl> {
  const row = await findCrawl(db, workspaceId, crawlId);
  return { ...crawlFromRow(row), progress: await crawlProgress(db, row, now) };
}
