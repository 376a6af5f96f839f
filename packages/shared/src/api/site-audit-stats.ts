import { z } from "zod";

/**
 * GET /crawls/:id/stats: the crawl's fetched URLs counted a few ways, for the overview's charts.
 * Every count is a real count of the crawl's rows; a bucket with no rows is listed with 0, so a
 * chart shows every bar in the same order from crawl to crawl.
 */

export const STATUS_CLASS_BUCKETS = ["2xx", "3xx", "4xx", "5xx", "failed"] as const;
export const RESPONSE_TIME_BUCKETS = [
  "<200 ms",
  "200–499 ms",
  "500–999 ms",
  "1–2 s",
  "≥2 s",
  "unknown",
] as const;

/**
 * Indexability buckets of HTML 2xx pages: indexable, then why not (the crawler's reasons; a 2xx page
 * cannot be "status", and robots.txt-blocked URLs are not fetched, so those are rare). A reason
 * the crawler adds later is listed after these.
 */
export const INDEXABILITY_BUCKETS = ["indexable", "noindex", "canonicalised", "robots"] as const;

const Bucket = z.object({ label: z.string(), count: z.number().int() });

export const CrawlStatsSchema = z.object({
  crawlId: z.string(),
  /** Every fetched URL (pages and resources) by response class; "failed" = no response. */
  statusClasses: z.array(Bucket),
  /** Fetched pages (not resources) by clicks from the start URL, shallowest first; "unknown" last when any. */
  depths: z.array(Bucket),
  /** HTML pages that answered 2xx: indexable or not. */
  indexability: z.object({ indexable: z.number().int(), nonIndexable: z.number().int() }),
  /** The same pages by INDEXABILITY_BUCKETS: indexable, or the reason they are not. */
  indexabilityReasons: z.array(Bucket),
  /** Fetched pages (not resources) by full response time. */
  responseTimes: z.array(Bucket),
  /**
   * HTML pages answering 2xx by the JSON-LD @types they declare, the 12 most common first (a page
   * counts once per type it declares), then "none": the pages that declare no type.
   */
  structuredData: z.array(Bucket),
});
export type CrawlStats = z.infer<typeof CrawlStatsSchema>;
