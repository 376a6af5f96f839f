/**
 * The engine's gather layer: the only code of RankLens that touches the
 * network. Everything it returns is plain data (see `PageArtifacts`).
 */
export { isPublicAddress } from "./address-policy.js";
export {
  type CrawlFetcher,
  type CrawlFetcherOptions,
  type CrawlFetchOutcome,
  type CrawlRequest,
  type CrawlResponse,
  createCrawlFetcher,
  type FetchedFile,
} from "./crawl-fetcher.js";
export type { GatherOptions, GatherTimeouts } from "./gather-options.js";
export { GATHER_DEFAULTS } from "./gather-options.js";
export { gatherPage } from "./gather-page.js";
export type { LookupFunction } from "./lookup.js";
export type { SiteFileCache } from "./site-file-cache.js";
