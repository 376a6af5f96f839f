import type { CrawlSummary, PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { enqueueJob } from "../../jobs/job-definition";
import type { JobQueue } from "../../jobs/job-queue";
import type { PlanLimits } from "../../quota/plan-limits";
import { type MonthlyReservation, reserveMonthlyCount } from "../../quota/reserve-monthly-count";
import type { Actor } from "../../workspaces/actor";
import { lockWorkspace } from "../../workspaces/lock-workspace";
import { parseCrawlSettings } from "../crawl/crawl-settings";
import { crawlPriority } from "../crawl/crawl-slots";
import { crawlJobKind } from "../jobs/crawl-job";
import { ACTIVE_CRAWL_STATES, crawlFromRow } from "./crawl-row";
import { findSite } from "./find-site";
import { insertQueuedCrawl } from "./insert-queued-crawl";

export interface StartCrawlInput {
  siteId: string;
  plan: PlanId;
  limits: Pick<PlanLimits, "pagesPerCrawl" | "crawlsPerMonth">;
  now: Date;
}

/**
 * Starts a crawl of a site: a `queued` crawl with the site's settings as they are now (max pages
 * capped by the plan), pointing at the site's last completed crawl for the comparison, counted
 * against the plan's crawls this month, then its job (behind every other workspace's first crawl
 * when this workspace has others unfinished: crawl-slots.ts). The check for a crawl already in
 * progress, the count and the insert are one transaction under the workspace's row lock;
 * should the job not be enqueued, the crawl and its count are taken back.
 */
export async function startCrawl(
  db: Kysely<Database>,
  jobs: JobQueue,
  actor: Actor,
  input: StartCrawlInput,
): Promise<CrawlSummary> {
  const now = input.now.toISOString();
  let reservation: MonthlyReservation | undefined;
  let priority = 0;
  const row = await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, actor.workspaceId);
    const site = await findSite(trx, actor.workspaceId, input.siteId);
    const open = await trx
      .selectFrom("crawls")
      .select("state")
      .where("site_id", "=", site.id)
      .where("state", "in", ACTIVE_CRAWL_STATES)
      .executeTakeFirst();
    if (open) {
      throw new AppError(
        "CONFLICT",
        `This site already has a ${open.state} crawl. Resume or cancel it before starting another.`,
      );
    }
    reservation = await reserveMonthlyCount(trx, {
      counter: "crawls",
      workspaceId: actor.workspaceId,
      plan: input.plan,
      limit: input.limits.crawlsPerMonth,
      now: input.now,
    });
    const settings = parseCrawlSettings(site.settings);
    settings.maxPages = Math.min(settings.maxPages, input.limits.pagesPerCrawl);
    const crawl = await insertQueuedCrawl(trx, {
      workspaceId: actor.workspaceId,
      siteId: site.id,
      settings: JSON.stringify(settings),
      createdBy: actor.userId,
      at: now,
    });
    priority = await crawlPriority(trx, crawl);
    return crawl;
  });
  try {
    await enqueueJob(
      jobs,
      crawlJobKind,
      { crawlId: row.id },
      { singletonKey: row.id, workspaceId: actor.workspaceId, priority },
    );
  } catch (error) {
    await db.deleteFrom("crawls").where("id", "=", row.id).execute();
    await reservation?.release(db);
    throw error;
  }
  return crawlFromRow(row);
}
