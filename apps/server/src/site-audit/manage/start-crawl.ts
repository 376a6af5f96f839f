import { type CrawlSummary, PLANS, type PlanId, type StartCrawlRequest } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { enqueueJob } from "../../jobs/job-definition";
import type { JobQueue } from "../../jobs/job-queue";
import type { PlanLimits } from "../../quota/plan-limits";
import { type MonthlyReservation, reserveMonthlyCount, UPGRADE_URL } from "../../quota/reserve-monthly-count";
import type { Actor } from "../../workspaces/actor";
import { lockWorkspace } from "../../workspaces/lock-workspace";
import { parseCrawlSettings } from "../crawl/crawl-settings";
import { crawlPriority } from "../crawl/crawl-slots";
import { crawlJobKind } from "../jobs/crawl-job";
import { isSiteVerified } from "../ownership/ownership-store";
import { withinVerifiedPowers } from "../ownership/verified-powers";
import { checkCrawlList, checkSitemapUrl, storeCrawlList } from "./crawl-list";
import { ACTIVE_CRAWL_STATES, crawlFromRow } from "./crawl-row";
import { findSite } from "./find-site";
import { insertQueuedCrawl } from "./insert-queued-crawl";

export interface StartCrawlInput {
  siteId: string;
  plan: PlanId;
  limits: Pick<PlanLimits, "pagesPerCrawl" | "crawlsPerMonth">;
  now: Date;
  /** What to fetch: the site by its links (the default), a list of URLs, or a sitemap's URLs. */
  request?: StartCrawlRequest;
  /** CRAWL_UNVERIFIED_MAX_RATE: the rate a site not verified is crawled at, at most. */
  unverifiedMaxRate: number;
}

/**
 * Starts a crawl of a site: a `queued` crawl with the site's settings as they are now (max pages
 * capped by the plan; a list crawl's cap is its list, which the plan's cap bounds; a site no longer
 * verified back to the default politeness), pointing at the site's last completed crawl for the comparison, counted
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
  const request = input.request ?? { mode: "spider" };
  // A list is checked before the transaction (it yields while it works through a long one, and
  // must not hold the workspace's lock, or SQLite's only writer, meanwhile); checked again inside
  // should the site have changed in between.
  const listFor = (site: { start_url: string; settings: string }) =>
    request.mode === "list"
      ? checkCrawlList(request.urls, site.start_url, parseCrawlSettings(site.settings))
      : Promise.resolve([]);
  const before = await findSite(db, actor.workspaceId, input.siteId);
  let list = await listFor(before);
  const row = await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, actor.workspaceId);
    const site = await findSite(trx, actor.workspaceId, input.siteId);
    if (site.start_url !== before.start_url || site.settings !== before.settings) list = await listFor(site);
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
    const settings = withinVerifiedPowers(
      parseCrawlSettings(site.settings),
      await isSiteVerified(trx, site.id, site.start_url),
      input.unverifiedMaxRate,
    );
    settings.maxPages = Math.min(settings.maxPages, input.limits.pagesPerCrawl);
    if (list.length > input.limits.pagesPerCrawl) throw listTooLong(input.plan, input.limits, list.length);
    if (request.mode === "list") settings.maxPages = list.length;
    const crawl = await insertQueuedCrawl(trx, {
      workspaceId: actor.workspaceId,
      siteId: site.id,
      settings: JSON.stringify(settings),
      mode: request.mode,
      sitemapUrl: request.mode === "sitemap" ? checkSitemapUrl(request.sitemapUrl) : null,
      createdBy: actor.userId,
      at: now,
    });
    await storeCrawlList(trx, crawl.id, list);
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

/** A list longer than the plan's pages per crawl: refused whole, with both numbers. */
function listTooLong(plan: PlanId, limits: Pick<PlanLimits, "pagesPerCrawl">, length: number) {
  return new AppError(
    "PAYMENT_REQUIRED",
    `The ${PLANS[plan].name} plan crawls at most ${limits.pagesPerCrawl.toLocaleString("en-US")} pages; the list has ${length.toLocaleString("en-US")} URLs.`,
    {
      details: {
        field: "urls",
        limit: limits.pagesPerCrawl,
        ...(plan === "basic" ? { upgradeUrl: UPGRADE_URL } : {}),
      },
    },
  );
}
