import type { CrawlSummary } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { enqueueJob } from "../../jobs/job-definition";
import type { JobQueue } from "../../jobs/job-queue";
import { crawlPriority, startWaiting } from "../crawl/crawl-slots";
import { crawlJobKind } from "../jobs/crawl-job";
import { changeCrawlState, RESUME } from "./change-crawl-state";

/**
 * Resumes a paused crawl: queued again, and its job enqueued again (the singleton key returns
 * the open job if the paused run has not ended yet; that run then goes on). The frontier is in
 * the database, so the crawl picks up where it stopped.
 */
export async function resumeCrawl(
  db: Kysely<Database>,
  jobs: JobQueue,
  workspaceId: string,
  crawlId: string,
  now: Date,
): Promise<CrawlSummary> {
  const crawl = await changeCrawlState(db, workspaceId, crawlId, RESUME, now);
  await startWaiting(db, crawlId, now);
  const priority = await crawlPriority(db, {
    id: crawl.id,
    workspace_id: workspaceId,
    created_at: crawl.createdAt,
  });
  await enqueueJob(jobs, crawlJobKind, { crawlId }, { singletonKey: crawlId, workspaceId, priority });
  return crawl;
}
