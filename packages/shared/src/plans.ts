/**
 * The one plans config. The landing page, the upgrade page, the terms page and
 * the server's quota enforcement all read it, so a price or limit cannot differ
 * between them (spec §1 had $49 on one page and $25 on another; DECISIONS.md).
 */

import type { CrawlSchedule, PageSchedule } from "./api/projects";
import { CAPABILITIES, type CapabilityId } from "./capabilities";

export type PlanId = "basic" | "pro";

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in whole US dollars; 0 = free. */
  priceUsd: number;
  /** Short label for price tags, e.g. "Free" or "$49". */
  priceLabel: string;
  /** Website analyses per calendar month (UTC); null = unlimited. */
  analysesPerMonth: number | null;
  /** Competitor URLs allowed in one analysis. */
  maxCompetitors: number;
  /** Whether the public REST API (API keys) is available. */
  apiAccess: boolean;
  /** Members one workspace on this plan may have (pending invitations count against it). */
  seats: number;
  /** Sites a workspace may audit at once. */
  sites: number;
  /** Most pages one crawl fetches; a site asking for more is capped at this. */
  pagesPerCrawl: number;
  /** Crawls started per calendar month (UTC); null = unlimited. */
  crawlsPerMonth: number | null;
  /** Crawls of one workspace that run at the same time; the others wait their turn (queued, with their place). */
  crawlsAtOnce: number;
  /** Monitoring projects a workspace may have. */
  projects: number;
  /** Tracked pages (own and competitors') in one project. */
  trackedPagesPerProject: number;
  /** How often tracked pages may be re-analysed ("off" always allowed). */
  pageSchedules: readonly PageSchedule[];
  /** How often a project's site may be recrawled ("off" always allowed). */
  crawlSchedules: readonly CrawlSchedule[];
  /** Whether this plan's support requests are marked priority and answered first. */
  prioritySupport: boolean;
  /**
   * How soon a support request gets its first reply, counted in SUPPORT_HOURS:
   * a target we can keep, not a guarantee, and never round the clock. The help
   * page, the upgrade page, the support form and the server's receipt read it.
   */
  supportResponseTarget: string;
  /** What the plan includes; features not built yet are labelled "Coming soon" (no claims we can't back). */
  features: PlanFeature[];
}

export interface PlanFeature {
  label: string;
  /** What the feature needs from the code. */
  capability: CapabilityId;
  /** Whether it works today: read from CAPABILITIES, never set by hand. */
  available: boolean;
}

const feature = (label: string, capability: CapabilityId): PlanFeature => ({
  label,
  capability,
  available: CAPABILITIES[capability],
});

/** 100000 → "100,000", as the feature lines print limits. */
const n = (value: number) => value.toLocaleString("en-US");

const BASIC_ANALYSES = 5;
const BASIC_COMPETITORS = 3;
const PRO_COMPETITORS = 10;
const BASIC_SEATS = 1;
const PRO_SEATS = 10;
const BASIC_SITES = 1;
const PRO_SITES = 50;
const BASIC_PAGES_PER_CRAWL = 500;
const PRO_PAGES_PER_CRAWL = 100_000;
const BASIC_CRAWLS = 2;
const BASIC_CRAWLS_AT_ONCE = 1;
const PRO_CRAWLS_AT_ONCE = 3;
const BASIC_PROJECTS = 1;
const PRO_PROJECTS = 20;
const BASIC_TRACKED_PAGES = 10;
const PRO_TRACKED_PAGES = 1_000;
const BASIC_RESPONSE_TARGET = "within 3 business days";
const PRO_RESPONSE_TARGET = "within 1 business day";

/**
 * When support answers (the contact page's "Mon-Fri 9am to 5pm PST"): business
 * days are Monday to Friday. There is no night, weekend, 24/7 or live-chat support.
 */
/**
 * External links a crawl checks at most (each distinct URL once), the same on every plan: past it
 * the rest are listed as not checked. A crawl of 100,000 pages rarely links more distinct URLs out.
 */
export const EXTERNAL_LINKS_PER_CRAWL = 5_000;

export const SUPPORT_HOURS = "Monday to Friday, 9am to 5pm Pacific time";

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: "basic",
    name: "Basic",
    priceUsd: 0,
    priceLabel: "Free",
    analysesPerMonth: BASIC_ANALYSES,
    maxCompetitors: BASIC_COMPETITORS,
    apiAccess: false,
    seats: BASIC_SEATS,
    sites: BASIC_SITES,
    pagesPerCrawl: BASIC_PAGES_PER_CRAWL,
    crawlsPerMonth: BASIC_CRAWLS,
    crawlsAtOnce: BASIC_CRAWLS_AT_ONCE,
    projects: BASIC_PROJECTS,
    trackedPagesPerProject: BASIC_TRACKED_PAGES,
    pageSchedules: ["weekly", "off"],
    crawlSchedules: ["off"],
    prioritySupport: false,
    supportResponseTarget: BASIC_RESPONSE_TARGET,
    features: [
      feature(`${BASIC_ANALYSES} website analyses per month`, "monthlyAnalysisQuota"),
      feature("Basic keyword analysis", "keywordAnalysis"),
      feature("Content structure recommendations", "contentStructureRecommendations"),
      feature("Meta tag optimization", "metaTagChecks"),
      feature(`Up to ${BASIC_COMPETITORS} competitors per analysis`, "competitorComparison"),
      feature(
        `Site audits: ${BASIC_SITES} site, up to ${n(BASIC_PAGES_PER_CRAWL)} pages per crawl, ${BASIC_CRAWLS} crawls a month`,
        "siteAudits",
      ),
      feature(
        `Monitoring: ${BASIC_PROJECTS} project, ${BASIC_TRACKED_PAGES} tracked pages, weekly checks, e-mail alerts`,
        "monitoring",
      ),
      feature("Email reports", "emailReports"),
    ],
  },
  pro: {
    id: "pro",
    name: "Pro",
    priceUsd: 49,
    priceLabel: "$49",
    analysesPerMonth: null,
    maxCompetitors: PRO_COMPETITORS,
    apiAccess: true,
    seats: PRO_SEATS,
    sites: PRO_SITES,
    pagesPerCrawl: PRO_PAGES_PER_CRAWL,
    crawlsPerMonth: null,
    crawlsAtOnce: PRO_CRAWLS_AT_ONCE,
    projects: PRO_PROJECTS,
    trackedPagesPerProject: PRO_TRACKED_PAGES,
    pageSchedules: ["daily", "weekly", "off"],
    crawlSchedules: ["weekly", "monthly", "off"],
    prioritySupport: true,
    supportResponseTarget: PRO_RESPONSE_TARGET,
    features: [
      feature("Unlimited website analyses", "unlimitedAnalyses"),
      feature(`Up to ${PRO_COMPETITORS} competitors per analysis`, "competitorComparison"),
      feature(
        `Site audits: up to ${PRO_SITES} sites, ${n(PRO_PAGES_PER_CRAWL)} pages per crawl, unlimited crawls, ${PRO_CRAWLS_AT_ONCE} at a time`,
        "siteAudits",
      ),
      feature("API access", "apiAccess"),
      feature("Advanced keyword intent analysis", "advancedKeywordIntent"),
      feature(
        `Monitoring: up to ${PRO_PROJECTS} projects, ${n(PRO_TRACKED_PAGES)} tracked pages each, daily checks, scheduled recrawls, e-mail alerts`,
        "monitoring",
      ),
      feature("Competitor tracking", "competitorTracking"),
      feature("Real-time rank monitoring", "rankMonitoring"),
      feature("Custom reports", "customReports"),
      feature(`Priority support: first reply ${PRO_RESPONSE_TARGET}`, "prioritySupport"),
      feature(`Team collaboration: up to ${PRO_SEATS} members with roles`, "teamCollaboration"),
    ],
  },
};

export const PLAN_IDS = Object.keys(PLANS) as PlanId[];
