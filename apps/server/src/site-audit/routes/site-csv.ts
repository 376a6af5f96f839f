import type { CrawlSummary, Site } from "@ranklens/shared";
import type { CsvValue } from "../../lib/csv";

/** The columns of the sites and crawls CSV exports: the JSON fields, flattened. */
export const SITE_CSV_HEADER = [
  "id",
  "name",
  "start_url",
  "max_pages",
  "max_depth",
  "include_subdomains",
  "rate_per_second",
  "created_at",
  "updated_at",
];

export function siteCsvRow(site: Site): CsvValue[] {
  const s = site.settings;
  return [
    site.id,
    site.name,
    site.startUrl,
    s.maxPages,
    s.maxDepth,
    s.includeSubdomains,
    s.ratePerSecond,
    site.createdAt,
    site.updatedAt,
  ];
}

export const CRAWL_CSV_HEADER = [
  "id",
  "site_id",
  "state",
  "state_reason",
  "mode",
  "sitemap_url",
  "max_pages",
  "health_score",
  "previous_crawl_id",
  "created_at",
  "started_at",
  "finished_at",
];

export function crawlCsvRow(crawl: CrawlSummary): CsvValue[] {
  return [
    crawl.id,
    crawl.siteId,
    crawl.state,
    crawl.stateReason,
    crawl.mode,
    crawl.sitemapUrl,
    crawl.settings.maxPages,
    crawl.healthScore,
    crawl.previousCrawlId,
    crawl.createdAt,
    crawl.startedAt,
    crawl.finishedAt,
  ];
}
