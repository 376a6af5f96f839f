import {
  type Crawl,
  type CrawlComparison,
  CrawlComparisonSchema,
  type CrawlIssueRowList,
  CrawlIssueRowListSchema,
  type CrawlIssueSummary,
  CrawlIssueSummarySchema,
  type CrawlList,
  CrawlListSchema,
  CrawlSchema,
  type CrawlStats,
  CrawlStatsSchema,
  type CrawlSummary,
  CrawlSummarySchema,
  type CreateSegment,
  type CreateSite,
  type CreateSiteIssueRule,
  type LatestCrawlList,
  LatestCrawlListSchema,
  type Segment,
  SegmentListSchema,
  SegmentSchema,
  type Site,
  type SiteAccess,
  type SiteAccessSummary,
  SiteAccessSummarySchema,
  type SiteIssueRule,
  SiteIssueRuleListSchema,
  SiteIssueRuleSchema,
  type SiteList,
  SiteListSchema,
  type SiteOwnership,
  SiteOwnershipSchema,
  SiteSchema,
  type StartCrawlRequest,
  type UpdateSite,
} from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** The site audit API (issue 15) as typed functions; every answer is checked against the shared schemas. */

const sitePath = (id: string) => `/api/v1/sites/${encodeURIComponent(id)}`;
const crawlPath = (id: string) => `/api/v1/crawls/${encodeURIComponent(id)}`;

/** The most sites the API lists at once (Pro allows 50, so one page holds them all). */
export const SITES_PAGE_LIMIT = 100;

export async function listSites(): Promise<SiteList> {
  return SiteListSchema.parse(await apiRequest<unknown>(`/api/v1/sites?limit=${SITES_PAGE_LIMIT}`));
}

export async function fetchSite(id: string): Promise<Site> {
  return SiteSchema.parse(await apiRequest<unknown>(sitePath(id)));
}

export async function createSite(input: CreateSite): Promise<Site> {
  return SiteSchema.parse(await apiRequest<unknown>("/api/v1/sites", { method: "POST", json: input }));
}

export async function updateSite(id: string, change: UpdateSite): Promise<Site> {
  return SiteSchema.parse(await apiRequest<unknown>(sitePath(id), { method: "PATCH", json: change }));
}

/**
 * Starts a crawl with the site's settings as they are now (the site by its links unless `request`
 * says a list or a sitemap); the answer's settings carry the plan's page cap.
 */
export async function startCrawl(siteId: string, request?: StartCrawlRequest): Promise<CrawlSummary> {
  return CrawlSummarySchema.parse(
    await apiRequest<unknown>(`${sitePath(siteId)}/crawls`, {
      method: "POST",
      ...(request && request.mode !== "spider" ? { json: request } : {}),
    }),
  );
}

/** The site's crawls, newest first. */
export async function listCrawls(siteId: string, limit: number): Promise<CrawlList> {
  return CrawlListSchema.parse(await apiRequest<unknown>(`${sitePath(siteId)}/crawls?limit=${limit}`));
}

/** Each site's newest crawl, newest first, with the previous crawl's health (the dashboard). */
export async function listLatestCrawls(limit: number): Promise<LatestCrawlList> {
  return LatestCrawlListSchema.parse(await apiRequest<unknown>(`/api/v1/crawls?limit=${limit}`));
}

/** A crawl with its progress counts. */
export async function fetchCrawl(id: string): Promise<Crawl> {
  return CrawlSchema.parse(await apiRequest<unknown>(crawlPath(id)));
}

export type CrawlCommand = "pause" | "resume" | "cancel";

export async function commandCrawl(id: string, command: CrawlCommand): Promise<CrawlSummary> {
  return CrawlSummarySchema.parse(
    await apiRequest<unknown>(`${crawlPath(id)}/${command}`, { method: "POST" }),
  );
}

/** The crawl's fetched URLs counted by status class, depth, indexability and response time. */
export async function fetchCrawlStats(crawlId: string): Promise<CrawlStats> {
  return CrawlStatsSchema.parse(await apiRequest<unknown>(`${crawlPath(crawlId)}/stats`));
}

/** `?segment=<id>` for a read through a saved segment; "" without one. */
const segmentQuery = (segmentId: string | null | undefined) =>
  segmentId ? `?${new URLSearchParams({ segment: segmentId })}` : "";

/** Every site check of the crawl with its counts (of a segment's pages, when given), and the health score. */
export async function fetchIssueSummary(
  crawlId: string,
  segmentId: string | null = null,
): Promise<CrawlIssueSummary> {
  return CrawlIssueSummarySchema.parse(
    await apiRequest<unknown>(`${crawlPath(crawlId)}/issues${segmentQuery(segmentId)}`),
  );
}

/** One page of a check's affected URLs; `cursor` is the previous page's `nextCursor`. */
export async function fetchIssueRows(
  crawlId: string,
  checkId: string,
  cursor: string | null,
  limit = 100,
  segmentId: string | null = null,
): Promise<CrawlIssueRowList> {
  const query = new URLSearchParams({ check: checkId, limit: String(limit) });
  if (cursor) query.set("cursor", cursor);
  if (segmentId) query.set("segment", segmentId);
  return CrawlIssueRowListSchema.parse(await apiRequest<unknown>(`${crawlPath(crawlId)}/issues?${query}`));
}

/** Where the browser downloads the whole crawl, or a segment of it: a zip of its pages, issues and links CSVs. */
export function crawlExportHref(crawlId: string, segmentId: string | null = null): string {
  const path = `${crawlPath(crawlId)}/export.zip`;
  return segmentId ? `${path}?${new URLSearchParams({ segment: segmentId })}` : path;
}

/** Where the browser downloads every affected URL of a check (of a segment's pages, when given) as CSV. */
export function issueCsvHref(crawlId: string, checkId: string, segmentId: string | null = null): string {
  const query = new URLSearchParams({ check: checkId });
  if (segmentId) query.set("segment", segmentId);
  return `${crawlPath(crawlId)}/issues.csv?${query}`;
}

/** `crawlId` against `otherId` (usually its previous crawl), within a saved segment when given. */
export async function fetchComparison(
  crawlId: string,
  otherId: string,
  segmentId: string | null = null,
): Promise<CrawlComparison> {
  return CrawlComparisonSchema.parse(
    await apiRequest<unknown>(
      `${crawlPath(crawlId)}/compare/${encodeURIComponent(otherId)}${segmentQuery(segmentId)}`,
    ),
  );
}

/** The site's segments, by name. */
export async function listSegments(siteId: string): Promise<Segment[]> {
  return SegmentListSchema.parse(await apiRequest<unknown>(`${sitePath(siteId)}/segments`)).items;
}

/** Saves a segment of the site; `segmentId` replaces that one instead. */
export async function saveSegment(
  siteId: string,
  segment: CreateSegment,
  segmentId?: string,
): Promise<Segment> {
  const path = `${sitePath(siteId)}/segments${segmentId ? `/${encodeURIComponent(segmentId)}` : ""}`;
  return SegmentSchema.parse(
    await apiRequest<unknown>(path, { method: segmentId ? "PUT" : "POST", json: segment }),
  );
}

export async function deleteSegment(siteId: string, segmentId: string): Promise<void> {
  await apiRequest(`${sitePath(siteId)}/segments/${encodeURIComponent(segmentId)}`, { method: "DELETE" });
}

/** The site's issue rules (ignored checks, URLs and patterns; checks given another severity), oldest first. */
export async function listIssueRules(siteId: string): Promise<SiteIssueRule[]> {
  return SiteIssueRuleListSchema.parse(await apiRequest<unknown>(`${sitePath(siteId)}/issue-rules`)).items;
}

/** Adds a rule; the server re-reads the site's crawls with it in the background, within seconds. */
export async function createIssueRule(siteId: string, rule: CreateSiteIssueRule): Promise<SiteIssueRule> {
  return SiteIssueRuleSchema.parse(
    await apiRequest<unknown>(`${sitePath(siteId)}/issue-rules`, { method: "POST", json: rule }),
  );
}

export async function deleteIssueRule(siteId: string, ruleId: string): Promise<void> {
  await apiRequest<unknown>(`${sitePath(siteId)}/issue-rules/${encodeURIComponent(ruleId)}`, {
    method: "DELETE",
  });
}

/** The names of the site's staging access (never a value), and whether this server can store any. */
export async function getSiteAccess(siteId: string): Promise<SiteAccessSummary> {
  return SiteAccessSummarySchema.parse(await apiRequest<unknown>(`${sitePath(siteId)}/access`));
}

/** Replaces the site's staging access; the values are sealed on the server and never come back. */
export async function saveSiteAccess(siteId: string, access: SiteAccess): Promise<SiteAccessSummary> {
  return SiteAccessSummarySchema.parse(
    await apiRequest<unknown>(`${sitePath(siteId)}/access`, { method: "PUT", json: access }),
  );
}

export async function removeSiteAccess(siteId: string): Promise<void> {
  await apiRequest<unknown>(`${sitePath(siteId)}/access`, { method: "DELETE" });
}

/** Where the site's verification token goes, and whether the site is verified. */
export async function getSiteOwnership(siteId: string): Promise<SiteOwnership> {
  return SiteOwnershipSchema.parse(await apiRequest<unknown>(`${sitePath(siteId)}/ownership`));
}

/** Looks for the token on the site now; the answer says verified, or what each request answered. */
export async function verifySiteOwnership(siteId: string): Promise<SiteOwnership> {
  return SiteOwnershipSchema.parse(
    await apiRequest<unknown>(`${sitePath(siteId)}/ownership/verify`, { method: "POST" }),
  );
}
