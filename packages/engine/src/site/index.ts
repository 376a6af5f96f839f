/**
 * The crawl pieces that need no database and no network (DESIGN.md, "Crawler"): URL
 * normalisation, scope rules, sitemap parsing, the politeness clock and near-duplicate
 * fingerprints. Pure functions and plain state over values the caller passes in. robots.txt
 * parsing lives in page/robots (the single-page checks use it too) and is re-exported here for
 * the crawler; fetching is page/gather's alone.
 */

export {
  crawlDelayFor,
  isAllowed,
  type ParsedRobotsTxt,
  parseRobotsTxt,
} from "../page/robots/robots-txt";
export {
  createUrlNormalizer,
  type NormalizeUrlOptions,
  normalizeUrl,
  type QueryRule,
  TRACKING_PARAMETERS,
} from "./normalize-url";
export {
  type HostSlot,
  type PauseReason,
  POLITENESS_DEFAULTS,
  PolitenessClock,
  type PolitenessConfig,
  parseRetryAfter,
  type RequestOutcome,
} from "./politeness";
export {
  type CrawlScope,
  type CrawlScopeOptions,
  createCrawlScope,
  MAX_CRAWL_URL_LENGTH,
  type ScopeDecision,
  type ScopeOutOfReason,
} from "./scope";
export { hammingDistance, simhash, simhashOfWords, similarity } from "./simhash";
export {
  parseSitemap,
  parseSitemapXml,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  type SitemapErrorReason,
  type SitemapKind,
  type SitemapParseOptions,
  type SitemapParseResult,
} from "./sitemap";
