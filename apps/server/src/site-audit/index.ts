/**
 * Site audits (ADR 022): sites, the resumable crawler, site checks, the crawl tables' queries, their
 * routes and the crawl job. This file is the module's public entry: other modules import only what
 * it exports (dependency-cruiser's `domain-entry-only`); everything else is the module's own.
 */
export { crawlUserAgent } from "./crawl/crawl-settings";
export { readSitemaps } from "./crawl/read-sitemaps";
export { applyIssueRulesJob } from "./jobs/apply-issue-rules-job";
export { crawlJob } from "./jobs/crawl-job";
export { createSite } from "./manage/create-site";
export { normalizeStartUrl } from "./manage/normalize-start-url";
export { sitesByStartUrl } from "./manage/sites-by-start-url";
export { startCrawl } from "./manage/start-crawl";
export {
  type ReportCrawl,
  type ReportIssue,
  type SiteReportData,
  siteReportData,
} from "./report/site-report-data";
export { crawlExportRoutes } from "./routes/crawl-export";
export { crawlIssuesRoutes } from "./routes/crawl-issues";
export { crawlPageDetailRoutes } from "./routes/crawl-page-detail";
export { crawlStatsRoutes } from "./routes/crawl-stats";
export { crawlsRoutes } from "./routes/crawls";
export { issueRulesRoutes } from "./routes/issue-rules";
export { segmentsRoutes } from "./routes/segments";
export { siteAccessRoutes } from "./routes/site-access";
export { siteOwnershipRoutes } from "./routes/site-ownership";
export { sitesRoutes } from "./routes/sites";
