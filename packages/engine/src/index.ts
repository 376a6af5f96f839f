/**
 * @ranklens/engine — page SEO analysis.
 *
 * `analyzeHtml` analyses saved HTML with no network (async because a keyword
 * data provider may be consulted; `analyzeHtmlSync` when there is none).
 * `analyzeUrl` fetches through the SSRF-guarded gatherer, then runs the same
 * pure analysis, plus competitors in parallel. `observePage`, `detectChanges` and
 * `diffObservations` are monitoring's (issue 17): a compact look at a tracked page, its changes.
 */

// Live content analysis (browser-safe; the web app runs it in a worker via "@ranklens/engine/content").
export {
  analyzeContent,
  assessmentMetadata,
  type ContentAnalysis,
  type ContentInput,
  type ContentType,
} from "./content";
export { ANALYSIS_FAILED, EngineError, type EngineErrorCode, isEngineError } from "./errors";
// Monitoring: one compact observation of a tracked page, the changes it shows against the earlier ones.
export {
  CHANGE_SEVERITY,
  type ChangeSeverity,
  type ChangeType,
  type DetectedChange,
  DIFFED_FIELDS,
  type DiffedField,
  detectChanges,
  diffObservations,
  type FieldDiff,
  type ObservationDiff,
  type ObservePageOptions,
  observeArtifacts,
  observePage,
  type PageChangeType,
  type PageObservation,
  type PageToObserve,
  type TextDiffPart,
} from "./monitor";
export {
  type AnalyzeHtmlOptions,
  type AnalyzeUrlOptions,
  analyseGathered,
  analyzeHtml,
  analyzeHtmlSync,
  analyzeUrl,
  type GatheredAnalysis,
  type GatheredPage,
  type PageToRender,
} from "./page/analyze";
export type { PageArtifacts, RedirectHop, RobotsTxtArtifact, SiteFileArtifact } from "./page/artifacts";
export { buildReport } from "./page/build-report";
export {
  type AnyCheck,
  CATEGORY_IDS,
  type CategoryId,
  type Check,
  type CheckItem,
  type CheckMeta,
  type CheckStatus,
  type FactName,
} from "./page/check";
export { CHECK_METADATA, type CheckMetadata } from "./page/check-metadata";
export type { CheckId } from "./page/checks";
export { type PageInput, pageInput } from "./page/computed/computed-facts";
// Whether robots directives (meta robots, X-Robots-Tag) keep a page out of the index: the crawler's indexability.
export { hasBlockingDirective } from "./page/computed/crawlability";
export { CATEGORIES, CHECK_WEIGHTS, type Impact } from "./page/config";
export { ENGINE_VERSION } from "./page/engine-version";
export {
  compileExtraction,
  EXTRACTION_LIMITS,
  type Extracted,
  type ExtractionKind,
  type ExtractionRule,
  extractionProblem,
} from "./page/extract/custom-extraction";
export {
  compileSearch,
  SEARCH_LIMITS,
  type Searched,
  type SearchRule,
  searchProblem,
} from "./page/extract/custom-search";
export { extractHtmlFacts } from "./page/extract/extract-html-facts";
export type { AnchorFact, HtmlFacts } from "./page/extract/html-facts";
export type { PageFacts } from "./page/extract/page-facts";
export { factsFromArtifacts, factsFromHtml } from "./page/facts-from-artifacts";
// The fetcher's limits, so texts that state them (help, docs) are rendered from the numbers in force.
export { GATHER_DEFAULTS, type GatherTimeouts, type SiteFileCache } from "./page/gather";
// The crawler's fetcher: one guarded agent per crawl, no redirects followed, conditional requests.
export {
  type CrawlFetcher,
  type CrawlFetcherOptions,
  type CrawlFetchOutcome,
  type CrawlRequest,
  type CrawlResponse,
  createCrawlFetcher,
  type FetchedFile,
} from "./page/gather/crawl-fetcher";
export {
  DENSITY_FORMULA,
  intentOfProvider,
  type KeywordDataNote,
  type KeywordDataProvider,
  type KeywordProminence,
  type KeywordResult,
  type ProviderIntent,
  SEARCH_INTENTS,
  type SearchIntent,
} from "./page/keywords/keyword";
export {
  isBrandedKeyword,
  keywordCoverage,
  keywordGapsOf,
  ownCoverage,
  textCoverage,
} from "./page/keywords/keyword-coverage";
export type { ReadabilityBasis } from "./page/readability-score";
export {
  compareRenderedVersions,
  failedRenderComparison,
  JS_ONLY_LINKS_KEPT,
  RENDER_SIGNALS,
  type RenderComparison,
  type RenderedVersion,
  type RenderSignal,
  type RenderSignals,
  versionOfReport,
} from "./page/render-comparison";
export type { CompetitorReport, ContentScore, ReportHeading, SeoReport, Suggestion } from "./page/report";
export { isNonDescriptiveLinkText } from "./page/rules/non-descriptive-link-texts";
export { type CheckResult, runChecks } from "./page/runner";
// Crawl pieces without database or network (also at "@ranklens/engine/site").
export {
  type CrawlScope,
  type CrawlScopeOptions,
  createCrawlScope,
  createUrlNormalizer,
  type HostSlot,
  hammingDistance,
  type NormalizeUrlOptions,
  normalizeUrl,
  PolitenessClock,
  type PolitenessConfig,
  parseSitemap,
  type QueryRule,
  type RequestOutcome,
  type ScopeDecision,
  type SitemapEntry,
  type SitemapParseResult,
  simhash,
  similarity,
} from "./site";
export type { ContentLanguage } from "./text/detect-language";
