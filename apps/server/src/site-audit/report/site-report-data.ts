import type { SegmentDefinition } from "@ranklens/shared";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { findSite } from "../manage/find-site";
import { type CrawlComparison, compareCrawls } from "../read/compare-crawls";
import { summarizeCrawlIssues } from "../read/list-crawl-issues";
import { segmentPredicate } from "../segments/segment-predicate";
import { segmentOfSite } from "../segments/segment-store";
import { ISSUE_TYPES } from "../site-checks";

/** A finished crawl as a report cites it. */
export interface ReportCrawl {
  id: string;
  finishedAt: string;
  healthScore: number | null;
  /** URLs fetched (pages and resources), whatever their answer. */
  fetched: number;
  /** Page URLs (not resources) that answered 4xx/5xx or could not be fetched. */
  errorPages: number;
}

export interface ReportIssue {
  id: string;
  title: string;
  severity: string;
  /** Distinct URLs affected (in the segment, when there is one). */
  urls: number;
}

/**
 * What a report says about a site (issue 31), read for a period: the crawls that finished in it,
 * the last one finished by its end with its issues, the one before for the trend, and what changed
 * between the two. With a segment, issue counts and the comparison are the segment's pages; the
 * health score stays the crawl's (it is computed for the whole crawl) and the report says so.
 */
export interface SiteReportData {
  site: { id: string; name: string; startUrl: string };
  segment: { id: string; name: string } | null;
  /** Crawls that finished in the period, oldest first (the health chart). */
  crawlsInPeriod: ReportCrawl[];
  latest: (ReportCrawl & { issues: ReportIssue[] }) | null;
  previous: (ReportCrawl & { issues: ReportIssue[] }) | null;
  comparison: CrawlComparison | null;
  /** Every site check's title by id (the comparison names checks by id). */
  checkTitles: Record<string, string>;
}

/** Rows of the comparison's new and fixed lists a report keeps (their totals are always exact). */
const COMPARISON_ROWS = 500;

export async function siteReportData(
  db: Kysely<Database>,
  input: { workspaceId: string; siteId: string; segmentId: string | null; from: string; to: string },
): Promise<SiteReportData> {
  const site = await findSite(db, input.workspaceId, input.siteId);
  const saved = input.segmentId ? await segmentOfSite(db, site.id, input.segmentId) : null;
  const definition: SegmentDefinition | null = saved
    ? { match: saved.match, conditions: saved.conditions }
    : null;
  // The period's last day counts whole: a crawl finished at 23:59 on `to` is in it.
  const end = `${input.to}T23:59:59.999Z`;
  const finished = await db
    .selectFrom("crawls")
    .select(["id", "state", "finished_at", "health_score", "mode"])
    .where("site_id", "=", site.id)
    .where("state", "=", "completed")
    .where("finished_at", "<=", end)
    .orderBy("finished_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const inPeriod = finished.filter((crawl) => crawl.finished_at! >= `${input.from}T00:00:00.000Z`).reverse();
  const latestRow = finished[0];
  const previousRow = latestRow ? finished.find((c, i) => i > 0 && c.mode === latestRow.mode) : undefined;

  const counts = await fetchCounts(db, [
    ...new Set([...inPeriod, latestRow, previousRow].filter((c) => c !== undefined).map((c) => c.id)),
  ]);
  const asReportCrawl = (row: (typeof finished)[number]): ReportCrawl => ({
    id: row.id,
    finishedAt: row.finished_at!,
    healthScore: row.health_score,
    fetched: counts.get(row.id)?.fetched ?? 0,
    errorPages: counts.get(row.id)?.errors ?? 0,
  });
  const segmentOf = async (row: (typeof finished)[number]) =>
    definition ? await segmentPredicate(db, { id: row.id, state: row.state }, definition) : undefined;
  const withIssues = async (row: (typeof finished)[number] | undefined) => {
    if (!row) return null;
    const summary = await summarizeCrawlIssues(db, row.id, undefined, await segmentOf(row));
    const issues = summary
      .filter((check) => check.checked && check.urls > 0)
      .map(({ id, title, severity, urls }) => ({ id, title, severity, urls }));
    return { ...asReportCrawl(row), issues };
  };
  const latest = await withIssues(latestRow);
  const previous = await withIssues(previousRow);
  let comparison: CrawlComparison | null = null;
  if (latestRow && previousRow) {
    const current = await segmentOf(latestRow);
    const before = await segmentOf(previousRow);
    comparison = await compareCrawls(db, latestRow.id, previousRow.id, {
      limit: COMPARISON_ROWS,
      segments: current && before ? { current, previous: before } : undefined,
    });
  }
  return {
    site: { id: site.id, name: site.name, startUrl: site.start_url },
    segment: saved ? { id: saved.id, name: saved.name } : null,
    crawlsInPeriod: inPeriod.map(asReportCrawl),
    latest,
    previous,
    comparison,
    checkTitles: Object.fromEntries(ISSUE_TYPES.map((check) => [check.id, check.title])),
  };
}

/**
 * URLs fetched, and pages in error — the site's page URLs (not images, scripts or styles) that
 * answered 4xx or 5xx or could not be fetched, whatever they sent back (a 404 is often not HTML) —
 * per crawl, in one query.
 */
async function fetchCounts(db: Kysely<Database>, crawlIds: string[]) {
  const counts = new Map<string, { fetched: number; errors: number }>();
  if (crawlIds.length === 0) return counts;
  const rows = await db
    .selectFrom("crawl_pages as p")
    .innerJoin("crawl_urls as u", "u.id", "p.url_id")
    .select([
      "p.crawl_id",
      sql<number | string>`count(*)`.as("fetched"),
      sql<
        number | string
      >`sum(CASE WHEN u.is_resource = 0 AND (p.status IS NULL OR p.status >= 400) THEN 1 ELSE 0 END)`.as(
        "errors",
      ),
    ])
    .where("p.crawl_id", "in", crawlIds)
    .groupBy("p.crawl_id")
    .execute();
  for (const row of rows)
    counts.set(row.crawl_id, { fetched: Number(row.fetched), errors: Number(row.errors ?? 0) });
  return counts;
}
