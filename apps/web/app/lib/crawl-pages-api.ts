import {
  type CrawlPageDetail,
  CrawlPageDetailSchema,
  type CrawlPageList,
  CrawlPageListSchema,
  type CrawlPageSort,
  type SegmentDefinition,
  type StatusClass,
} from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** What the All pages table asks for: the API's filters and sort (GET /crawls/:id/pages). */
export interface CrawlPagesFilters {
  status?: StatusClass;
  indexable?: boolean;
  /** Part of the URL or title. */
  q?: string;
  /** A regular expression on the URL or title, any case. */
  regex?: string;
  /** Exactly this many clicks from the start URL. */
  depth?: number;
  /** At most this many clicks from the start URL. */
  maxDepth?: number;
  /** A saved segment of the crawl's site, by id. */
  segment?: string;
  /** Conditions not saved (the segment editor's), sent as JSON. */
  where?: SegmentDefinition;
  sort: CrawlPageSort;
  order: "asc" | "desc";
}

/**
 * Query keys of these screens: they start with "site-audit" like the rest of the Site Audit's
 * keys, so invalidating a crawl's data reaches them too. Kept here, beside the calls.
 */
export const crawlPagesKeys = {
  list: (crawlId: string, filters: CrawlPagesFilters) => ["site-audit", "pages", crawlId, filters] as const,
  page: (crawlId: string, page: CrawlPageRef, inlinksOffset: number) =>
    ["site-audit", "page", crawlId, "url" in page ? page.url : page.urlId, inlinksOffset] as const,
};

/**
 * A page of a crawl: by its id, which belongs to that crawl only, or by its URL, which names it in
 * every crawl of the site (what a link between crawls, or one kept across recrawls, uses).
 */
export type CrawlPageRef = { urlId: number } | { url: string };

/** The Page detail screen of a page of a crawl. */
export function crawlPageHref(crawlId: string, page: CrawlPageRef): string {
  const crawl = `/site-audit/crawls/${encodeURIComponent(crawlId)}`;
  return "url" in page
    ? `${crawl}/page?${new URLSearchParams({ url: page.url })}`
    : `${crawl}/pages/${page.urlId}`;
}

/** The filters as the API's query string (the list's and the CSV's). */
export function crawlPagesSearch(filters: CrawlPagesFilters): URLSearchParams {
  const query = new URLSearchParams({ sort: filters.sort, order: filters.order });
  if (filters.status) query.set("status", filters.status);
  if (filters.indexable !== undefined) query.set("indexable", String(filters.indexable));
  if (filters.q) query.set("q", filters.q);
  if (filters.regex) query.set("regex", filters.regex);
  if (filters.depth !== undefined) query.set("depth", String(filters.depth));
  if (filters.maxDepth !== undefined) query.set("maxDepth", String(filters.maxDepth));
  if (filters.segment) query.set("segment", filters.segment);
  else if (filters.where) query.set("where", JSON.stringify(filters.where));
  return query;
}

/** One keyset page of a crawl's fetched URLs. */
export async function listCrawlPages(
  crawlId: string,
  filters: CrawlPagesFilters,
  page: { limit: number; cursor?: string },
): Promise<CrawlPageList> {
  const query = crawlPagesSearch(filters);
  query.set("limit", String(page.limit));
  if (page.cursor) query.set("cursor", page.cursor);
  return CrawlPageListSchema.parse(
    await apiRequest<unknown>(`/api/v1/crawls/${encodeURIComponent(crawlId)}/pages?${query}`),
  );
}

/** The CSV of every page matching the filters, streamed by the server (a plain download link). */
export function crawlPagesCsvHref(crawlId: string, filters: CrawlPagesFilters): string {
  return `/api/v1/crawls/${encodeURIComponent(crawlId)}/pages.csv?${crawlPagesSearch(filters)}`;
}

/** One crawled page in full: facts, failing checks, redirect chain, inlinks from `inlinksOffset`, outlinks. */
export async function fetchCrawlPage(
  crawlId: string,
  page: CrawlPageRef,
  inlinksOffset = 0,
): Promise<CrawlPageDetail> {
  const query = new URLSearchParams({ inlinksOffset: String(inlinksOffset) });
  const crawl = `/api/v1/crawls/${encodeURIComponent(crawlId)}`;
  if ("url" in page) query.set("url", page.url);
  return CrawlPageDetailSchema.parse(
    await apiRequest<unknown>(
      "url" in page
        ? `${crawl}/page?${query}`
        : `${crawl}/pages/${encodeURIComponent(String(page.urlId))}?${query}`,
    ),
  );
}
