/**
 * Search data (issue 30): what search engines know of a page, from the providers SEO teams use —
 * keyword numbers (`KeywordDataSource`), later rankings (`RankSource`) — behind ports with one
 * adapter per provider (ADR 038). This file is the module's public entry: other modules import
 * only what it exports; everything else is the module's own.
 */
export { analysisKeywordData, KEYWORD_METRICS_FRESH_DAYS } from "./analysis-keyword-data";
export { dataForSeoAccount } from "./dataforseo/dataforseo-account";
export { DATAFORSEO_API, DataForSeoClient, type DataForSeoCredentials } from "./dataforseo/dataforseo-client";
export { dataForSeoKeywordData } from "./dataforseo/dataforseo-keyword-data";
export type { KeywordDataSource, KeywordLocale, KeywordMetrics } from "./keyword-data-source";
export { ProviderError, type ProviderFailure } from "./provider-error";
export { openProviderCredentials } from "./providers/provider-store";
export { openRankSource, RANK_PROVIDERS, rankProvidersOf } from "./providers/rank-sources";
export { CHECKS_PER_MONTH, type RankCheckCost, rankCheckCost } from "./rank-cost";
export type {
  OrganicResult,
  PostedQuery,
  RankOutcome,
  RankQuery,
  RankQueue,
  RankSource,
  SerpReading,
} from "./rank-source";
export { providersRoutes } from "./routes/providers";
export {
  disconnectSearchConsole,
  type SearchConsoleDeps,
  searchConsoleConnection,
  testSearchConsole,
} from "./search-console/connection";
export { googleSetup } from "./search-console/google-endpoints";
export { searchConsoleImportJob } from "./search-console/jobs/search-console-import-job";
export {
  searchConsolePropertyCovering,
  searchConsolePropertyOfProject,
} from "./search-console/project-link";
export { projectSearchConsoleRoutes } from "./search-console/routes/project-search-console";
export { searchConsoleConnectRoutes } from "./search-console/routes/search-console-connect";
export {
  type SearchConsoleTotals,
  searchConsoleNewestDate,
  searchConsolePageTotals,
  searchConsoleQueryTotals,
} from "./search-console/totals";
