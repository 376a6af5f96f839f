import {
  type CapabilityId,
  type CrawlSchedule,
  type PageSchedule,
  PLANS,
  type PlanId,
} from "@ranklens/shared";

/** What a workspace may do under its plan on this server. */
export interface PlanLimits {
  /** Analyses per calendar month (UTC); null = unlimited. */
  analysesPerMonth: number | null;
  /** Competitor URLs per analysis. */
  maxCompetitors: number;
  /** Whether the workspace's API keys work. */
  apiAccess: boolean;
  /** Members a workspace may have (pending invitations count); null = no limit. */
  seats: number | null;
  /** Sites a workspace may have. */
  sites: number;
  /** Most pages one crawl fetches. */
  pagesPerCrawl: number;
  /** Crawls started per calendar month (UTC); null = unlimited. */
  crawlsPerMonth: number | null;
  /** Crawls of the workspace that run at the same time. */
  crawlsAtOnce: number;
  /** Monitoring projects a workspace may have. */
  projects: number;
  /** Tracked pages (own and competitors') in one project. */
  trackedPagesPerProject: number;
  /** Page re-analysis schedules allowed. */
  pageSchedules: readonly PageSchedule[];
  /** Site recrawl schedules allowed. */
  crawlSchedules: readonly CrawlSchedule[];
}

/**
 * The limits of `plan`, from the one plans config. With billing off
 * (self-hosted without plans) everyone gets the Pro plan's allowances.
 */
export function planLimits(plan: PlanId, billingEnabled: boolean): PlanLimits {
  const effective = billingEnabled ? PLANS[plan] : PLANS.pro;
  return {
    analysesPerMonth: effective.analysesPerMonth,
    maxCompetitors: effective.maxCompetitors,
    apiAccess: effective.apiAccess,
    // Seats are what a team pays for: with billing off a self-hosted team has no limit at all.
    seats: billingEnabled ? effective.seats : null,
    sites: effective.sites,
    pagesPerCrawl: effective.pagesPerCrawl,
    crawlsPerMonth: effective.crawlsPerMonth,
    crawlsAtOnce: effective.crawlsAtOnce,
    projects: effective.projects,
    trackedPagesPerProject: effective.trackedPagesPerProject,
    pageSchedules: effective.pageSchedules,
    crawlSchedules: effective.crawlSchedules,
  };
}

/**
 * Whether `plan` includes the feature backed by `capability` (e.g. Pro's custom reports) on this
 * server; with billing off, as for the limits, every workspace has what Pro has.
 */
export function planIncludes(plan: PlanId, billingEnabled: boolean, capability: CapabilityId): boolean {
  const effective = billingEnabled ? PLANS[plan] : PLANS.pro;
  return effective.features.some((f) => f.capability === capability);
}
