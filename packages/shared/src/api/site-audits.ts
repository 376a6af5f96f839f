import { z } from "zod";
import { URL_MAX } from "./analyses";
import { PAGE_REGEX_MAX } from "./page-regex";
import { PageRenderingSchema } from "./rendering";
import { SearchConsolePageFiguresSchema, SearchConsoleSourceSchema } from "./search-console";
import { CRAWL_MODES } from "./site-audit-crawl-mode";
import { SegmentQuerySchema } from "./site-audit-segments";
import { CRAWL_STATES, CrawlSettingsSchema } from "./site-audit-settings";

/**
 * The site audit API (issue 15): sites, their crawls, a crawl's progress and its pages. The
 * settings themselves (scope, limits, politeness) are site-audit-settings.ts.
 */

export const SITE_LIMITS = { name: 100 } as const;

/** Page sizes of the crawl lists; a CSV export streams every row regardless. */
export const CRAWL_PAGE_LIMIT = { default: 100, max: 500 } as const;

const SiteNameSchema = z
  .string({ error: "Name must be text" })
  .trim()
  .min(1, "Name is required")
  .max(SITE_LIMITS.name, `Name must be at most ${SITE_LIMITS.name} characters`);

/** What people type: "example.com" means https; the server checks it is an http(s) URL. */
export const SiteStartUrlSchema = z
  .string({ error: "Please enter a URL" })
  .trim()
  .min(1, "Please enter a URL")
  .max(URL_MAX, `URLs must be at most ${URL_MAX} characters`);

const shape = CrawlSettingsSchema.shape;
/**
 * A change to some settings: the fields sent replace the site's, the others stay as they are
 * (CrawlSettingsSchema's defaults would silently reset them, so its defaults are taken off).
 */
export const CrawlSettingsPatchSchema = z.object({
  includeSubdomains: shape.includeSubdomains.unwrap().optional(),
  include: shape.include.unwrap().optional(),
  exclude: shape.exclude.unwrap().optional(),
  maxPages: shape.maxPages.unwrap().optional(),
  maxDepth: shape.maxDepth.unwrap().optional(),
  query: shape.query.unwrap().optional(),
  userAgent: shape.userAgent.unwrap().optional(),
  ratePerSecond: shape.ratePerSecond.unwrap().optional(),
  concurrency: shape.concurrency.unwrap().optional(),
  checkResources: shape.checkResources.unwrap().optional(),
  checkExternalLinks: shape.checkExternalLinks.unwrap().optional(),
  ignoreRobots: shape.ignoreRobots.unwrap().optional(),
  extraction: shape.extraction.unwrap().optional(),
  search: shape.search.unwrap().optional(),
  renderJavaScript: shape.renderJavaScript.unwrap().optional(),
  blockTrackers: shape.blockTrackers.unwrap().optional(),
});
export type CrawlSettingsPatch = z.infer<typeof CrawlSettingsPatchSchema>;

export const CreateSiteSchema = z.object({
  startUrl: SiteStartUrlSchema,
  /** The start URL's host when left out. */
  name: SiteNameSchema.optional(),
  /** Every field has a default (site-audit-settings.ts). */
  settings: CrawlSettingsPatchSchema.optional(),
});
export type CreateSite = z.infer<typeof CreateSiteSchema>;

export const UpdateSiteSchema = z
  .object({
    startUrl: SiteStartUrlSchema.optional(),
    name: SiteNameSchema.optional(),
    settings: CrawlSettingsPatchSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: "Send a name, a start URL or settings to change",
  });
export type UpdateSite = z.infer<typeof UpdateSiteSchema>;

export const SiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  startUrl: z.string(),
  settings: CrawlSettingsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Site = z.infer<typeof SiteSchema>;

export const SiteListSchema = z.object({ items: z.array(SiteSchema), total: z.number().int() });
export type SiteList = z.infer<typeof SiteListSchema>;

export const CrawlStateSchema = z.enum(CRAWL_STATES);

/** A crawl without its progress counts (lists); `settings` are the ones it runs with, plan cap applied. */
export const CrawlSummarySchema = z.object({
  id: z.string(),
  siteId: z.string(),
  state: CrawlStateSchema,
  /** Why the crawl paused or failed by itself; null when a person paused it. */
  stateReason: z.string().nullable(),
  settings: CrawlSettingsSchema,
  /** What it fetches: the site by its links, exactly a list of URLs, or exactly a sitemap's URLs. */
  mode: z.enum(CRAWL_MODES),
  /** Sitemap mode: the sitemap it read; null otherwise. */
  sitemapUrl: z.string().nullable(),
  /** Compared against: the site's last completed crawl of the same mode. */
  previousCrawlId: z.string().nullable(),
  healthScore: z.number().int().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type CrawlSummary = z.infer<typeof CrawlSummarySchema>;

/** How many of the latest fetched URLs the progress shows. */
export const CRAWL_LATEST_URLS = 10;

export const CrawlFetchSchema = z.object({
  url: z.string(),
  /** Null when no response came back (errorCode says why). */
  status: z.number().int().nullable(),
  errorCode: z.string().nullable(),
  /** Full response time; null when unknown. */
  totalMs: z.number().int().nullable(),
  fetchedAt: z.string(),
});
export type CrawlFetch = z.infer<typeof CrawlFetchSchema>;

export const CrawlProgressSchema = z.object({
  /** URLs fetched (pages and resources), failures included. */
  crawled: z.number().int(),
  /** URLs waiting or being fetched right now. */
  queued: z.number().int(),
  /** Fetched URLs that gave no response (DNS, connection, timeout…). */
  failed: z.number().int(),
  /** Crawled ÷ seconds from the start to now (or to the end); null before the crawl starts. */
  pagesPerSecond: z.number().nullable(),
  /** Queued ÷ pages per second while the crawl runs; null otherwise. */
  etaSeconds: z.number().int().nullable(),
  /** The last URLs fetched, newest first (at most CRAWL_LATEST_URLS). */
  latest: z.array(CrawlFetchSchema),
});
export type CrawlProgress = z.infer<typeof CrawlProgressSchema>;

/**
 * Where a crawl that waits for a slot stands (ADR 019): 1 runs next. The reason says what it waits
 * for: a free slot on the server, or its own workspace's other crawls (the plan's crawls at once).
 */
export const CrawlQueuePlaceSchema = z.object({
  position: z.number().int().min(1),
  reason: z.string(),
});
export type CrawlQueuePlace = z.infer<typeof CrawlQueuePlaceSchema>;

export const CrawlSchema = CrawlSummarySchema.extend({
  progress: CrawlProgressSchema,
  /** Null unless the crawl is queued or between two time slices, waiting for a slot. */
  queue: CrawlQueuePlaceSchema.nullable(),
});
export type Crawl = z.infer<typeof CrawlSchema>;

export const CrawlListSchema = z.object({ items: z.array(CrawlSummarySchema), total: z.number().int() });
export type CrawlList = z.infer<typeof CrawlListSchema>;

/** How many sites' latest crawls GET /crawls lists at most (the dashboard shows a few). */
export const LATEST_CRAWLS_LIMIT = { default: 5, max: 50 } as const;

export const LatestCrawlsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LATEST_CRAWLS_LIMIT.max).default(LATEST_CRAWLS_LIMIT.default),
});

/** A site's newest crawl, with the site it belongs to and the health score of the crawl it compares with. */
export const LatestCrawlSchema = z.object({
  site: z.object({ id: z.string(), name: z.string(), startUrl: z.string() }),
  crawl: CrawlSummarySchema,
  /** The previous crawl's health score (what `crawl.healthScore` moved from); null without one. */
  previousHealthScore: z.number().int().nullable(),
});
export type LatestCrawl = z.infer<typeof LatestCrawlSchema>;

export const LatestCrawlListSchema = z.object({
  /** Each site's newest crawl, newest first. */
  items: z.array(LatestCrawlSchema),
  /** Sites that have been crawled at least once. */
  total: z.number().int(),
});
export type LatestCrawlList = z.infer<typeof LatestCrawlListSchema>;

export const STATUS_CLASSES = ["2xx", "3xx", "4xx", "5xx", "failed"] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];
export const CRAWL_PAGE_SORTS = [
  "url",
  "status",
  "depth",
  "score",
  "word_count",
  "total_ms",
  "title_length",
  "description_length",
  "bytes",
  "inlinks",
  "outlinks",
  "unique_inlinks",
  "link_score",
] as const;
export type CrawlPageSort = (typeof CRAWL_PAGE_SORTS)[number];

const booleanQuery = (name: string) =>
  z.enum(["true", "false"], { error: `${name} must be true or false` }).transform((v) => v === "true");

export const CrawlPagesQuerySchema = z.object({
  status: z.enum(STATUS_CLASSES, { error: `Status must be one of ${STATUS_CLASSES.join(", ")}` }).optional(),
  indexable: booleanQuery("Indexable").optional(),
  html: booleanQuery("Html").optional(),
  /** Part of the URL or title, any case. */
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  /**
   * A regular expression on the URL or title, any case; the server refuses, with a 400 that says
   * why, what the linear-time engine cannot run (page-regex.ts).
   */
  regex: z.string().max(PAGE_REGEX_MAX, `Regex must be at most ${PAGE_REGEX_MAX} characters`).optional(),
  /** Exactly this many clicks from the start URL. */
  depth: z.coerce
    .number({ error: "Depth must be a number" })
    .int("Depth must be a whole number")
    .min(0)
    .max(1000)
    .optional(),
  /** At most this many clicks from the start URL. */
  maxDepth: z.coerce
    .number({ error: "Max depth must be a number" })
    .int("Max depth must be a whole number")
    .min(0)
    .max(1000)
    .optional(),
  sort: z
    .enum(CRAWL_PAGE_SORTS, { error: `Sort must be one of ${CRAWL_PAGE_SORTS.join(", ")}` })
    .default("url"),
  order: z.enum(["asc", "desc"], { error: "Order must be asc or desc" }).default("asc"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CRAWL_PAGE_LIMIT.max, `Limit must be at most ${CRAWL_PAGE_LIMIT.max}`)
    .default(CRAWL_PAGE_LIMIT.default),
  /** `nextCursor` of the previous page; absent for the first. */
  cursor: z.string().max(4096).optional(),
  /** A saved segment of the crawl's site, by id (site-audit-segments.ts). */
  segment: SegmentQuerySchema.shape.segment,
  /** Conditions not saved: a SegmentDefinition as JSON. */
  where: SegmentQuerySchema.shape.where,
});
export type CrawlPagesQuery = z.output<typeof CrawlPagesQuerySchema>;

export const CrawlPageSchema = z.object({
  /** The URL's id within the crawl. */
  id: z.number().int(),
  url: z.string(),
  depth: z.number().int().nullable(),
  inSitemap: z.boolean(),
  isResource: z.boolean(),
  fetchedAt: z.string(),
  /** Null when no response came back (errorCode says why). */
  status: z.number().int().nullable(),
  errorCode: z.string().nullable(),
  redirectTarget: z.string().nullable(),
  contentType: z.string().nullable(),
  bytes: z.number().int().nullable(),
  totalMs: z.number().int().nullable(),
  isHtml: z.boolean(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  h1: z.string().nullable(),
  wordCount: z.number().int().nullable(),
  canonical: z.string().nullable(),
  indexable: z.boolean(),
  nonIndexableReason: z.string().nullable(),
  score: z.number().int().nullable(),
  /** Links to this URL from the crawl's pages (every link counts: two links from one page are two). */
  inlinks: z.number().int(),
  /** Links on this page. */
  outlinks: z.number().int(),
  /**
   * Distinct other pages of the crawl with a followed link here; null until the crawl finishes,
   * and for images, stylesheets and scripts.
   */
  uniqueInlinks: z.number().int().nullable(),
  /**
   * 0–100: the URL's internal PageRank on a log scale, 100 for the strongest URL of the crawl and 0
   * for the weakest (navigation links count half, nofollow links not at all). Null until the crawl
   * finishes, and for images, stylesheets and scripts.
   */
  linkScore: z.number().int().nullable(),
  /** The JSON-LD @types the page declares, in order of appearance. */
  schemaTypes: z.array(z.string()),
  /**
   * Custom extraction: each of the crawl's rules' values on this page, by rule name (the first 10,
   * in document order; an empty list when the rule matched nothing; null for a rule that could
   * not run on this page: out of its budget, an XPath's steps or the regexes' CPU time, or an
   * XPath call the library refused there). Null when the crawl had
   * no rules or the page is not an HTML page.
   */
  extracted: z.record(z.string(), z.array(z.string()).nullable()).nullable(),
  /**
   * Custom search: how often each of the crawl's searches occurs in the page's HTML, by search
   * name (at most SEARCH_COUNT_CAP; null for a search that ran out of its time on this page).
   * Null when the crawl had no searches or the page is not an HTML page.
   */
  searched: z.record(z.string(), z.number().int().nullable()).nullable(),
  /** What JavaScript rendering changed on this page; null when the crawl did not render it. */
  rendering: PageRenderingSchema.nullable(),
  /**
   * Search Console's numbers for this URL over the list's `searchConsole` window; null when the
   * property has no row for it (N/A); absent when no linked property covers the site.
   */
  searchConsole: SearchConsolePageFiguresSchema.nullable().optional(),
});
export type CrawlPage = z.infer<typeof CrawlPageSchema>;

export const CrawlPageListSchema = z.object({
  items: z.array(CrawlPageSchema),
  /** Pages matching the filters. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** The Search Console property and window the pages' numbers come from; null without one. */
  searchConsole: SearchConsoleSourceSchema.nullable().optional(),
});
export type CrawlPageList = z.infer<typeof CrawlPageListSchema>;
