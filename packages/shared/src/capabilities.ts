/**
 * What RankLens can do today, one flag per thing a plan promises. The plans
 * config derives each feature's `available` from here, and the pricing
 * section and upgrade page label every feature that is not available
 * "Coming soon". Flip a flag to true in the change that builds the feature,
 * together with its proof in apps/server/test/plan-capabilities.test.ts: that
 * test exercises the real code behind every flag that is true, and fails for
 * a flag that is true without a proof.
 */
export const CAPABILITIES = {
  /** Basic's monthly allowance of analyses, counted and enforced on the server. */
  monthlyAnalysisQuota: true,
  /** Pro analyses without a monthly limit. */
  unlimitedAnalyses: true,
  /** Keywords with frequency, density, prominence and a heuristic search intent. */
  keywordAnalysis: true,
  /**
   * An intent analysis beyond the word-cue heuristic every plan gets: with the workspace's
   * DataForSEO account, the intent Google's results show for the keyword (DataForSEO Labs),
   * labelled with its source and probability.
   */
  advancedKeywordIntent: true,
  /** Structure checks (headings, length, links, images) turned into prioritised suggestions. */
  contentStructureRecommendations: true,
  /** Title, meta description and social tag checks. */
  metaTagChecks: true,
  /** Competitor pages analysed with the same engine, up to the plan's number per analysis. */
  competitorComparison: true,
  /** Competitors followed over time: their tracked pages re-analysed on the project's schedule, their sitemaps watched. */
  competitorTracking: true,
  /**
   * Search rankings of the user's pages, watched over time: tracked keywords checked with the
   * workspace's DataForSEO or SerpApi account on the project's schedule, and live ("real-time")
   * with Check now on Pro; history, movers and Ranking Alerts after two agreeing checks.
   */
  rankMonitoring: true,
  /**
   * Reports the user designs (Pro): a site and/or a project, a period and sections in order, as a
   * PDF, one HTML file and CSVs, e-mailed weekly or monthly to up to 10 recipients, shared by link,
   * white-labelled.
   */
  customReports: true,
  /** Reports sent by e-mail: every workspace's members get a weekly summary of its sites and projects. */
  emailReports: true,
  /** Pro workspaces' support requests marked priority (stored flag, "[Priority] " mail subject) and listed first. */
  prioritySupport: true,
  /** The REST API with personal API keys. */
  apiAccess: true,
  /** Several users sharing a workspace, with roles, invitations and seats per plan. */
  teamCollaboration: true,
  /**
   * Site audits: sites, and crawls started, paused, resumed and cancelled from the API, within
   * the plan's sites, pages per crawl and crawls per month (enforced on the server).
   */
  siteAudits: true,
  /**
   * Monitoring projects: tracked pages re-analysed on a schedule, changes detected with a severity,
   * within the plan's projects, tracked pages and schedules (enforced on the server).
   */
  monitoring: true,
  /** Change alerts by e-mail: immediate Content Alerts for critical changes, a daily digest, one-click unsubscribe. */
  notifications: true,
} as const satisfies Record<string, boolean>;

export type CapabilityId = keyof typeof CAPABILITIES;
