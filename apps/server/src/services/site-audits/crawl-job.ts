/**
 * The background job that runs a crawl (ADR 014): one per crawl run, its singleton key the
 * crawl id, so starting or resuming twice never runs the crawl twice at once. The crawler
 * (apps/server/src/crawler) works this kind.
 */
export const CRAWL_JOB_KIND = "crawl";

export interface CrawlJobPayload {
  crawlId: string;
}
