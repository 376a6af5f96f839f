import {
  CRAWL_PAGE_LIMIT,
  type CrawlIssueRow,
  type CrawlPageList,
  type CrawlPagesQuery,
} from "@ranklens/shared";
import type { Kysely, RawBuilder } from "kysely";
import type { Database } from "../../db/schema";
import type { CsvValue } from "../../lib/csv";
import { parseCrawlSettings } from "../crawl/crawl-settings";
import { findCrawl } from "../manage/find-crawl";
import { crawlIssueRows, crawlIssueSummary } from "../read/crawl-issues";
import { crawlLinkBatches } from "../read/crawl-links";
import {
  ALL_ISSUE_ROWS_HEADER,
  allIssueRowCells,
  issueRowCells,
  issueRowsHeader,
} from "../read/issue-row-cells";
import { type CrawlPageFilters, crawlPageFilters, listCrawlPages } from "../read/list-crawl-pages";
import { issueTypeById } from "../site-checks";
import { crawlPageCsvHeader, crawlPageCsvRow } from "./crawl-page-csv";

/**
 * The crawl's CSV files, one builder each, shared by the `.csv` routes and the whole-crawl zip so
 * both hand out the same files. Rows come batch by batch as the reader pulls.
 */
export interface CsvFile {
  filename: string;
  header: readonly string[];
  rows: AsyncIterable<CsvValue[][]>;
}

type Rows = AsyncGenerator<CsvValue[][]>;

export const ISSUE_SUMMARY_CSV_HEADER = [
  "check_id",
  "title",
  "severity",
  "rows",
  "urls",
  "ignored",
  "why",
  "how_to_fix",
];
export const LINKS_CSV_HEADER = [
  "source_url",
  "target_url",
  "target_status",
  "target_skip_reason",
  "anchor",
  "nofollow",
  "in_navigation",
];
const ISSUE_ROWS_BATCH = 500;

/**
 * Every matching page: the keyset pages of listCrawlPages at the largest size, one query per
 * batch. The first batch is read before this returns, so an unknown crawl is a 404 and a bad
 * cursor a 400, not a broken download.
 */
export async function pagesCsvFile(
  db: Kysely<Database>,
  workspaceId: string,
  crawlId: string,
  query: CrawlPagesQuery,
  /** The query's filters when the caller resolved them already (the zip, for its other files too). */
  resolved?: CrawlPageFilters,
): Promise<CsvFile> {
  const batch = { ...query, limit: CRAWL_PAGE_LIMIT.max };
  const crawl = await findCrawl(db, workspaceId, crawlId);
  // A regex or a segment is resolved once for the whole file, not once per batch.
  const filters = resolved ?? (await crawlPageFilters(db, crawl, query));
  const first = await listCrawlPages(db, workspaceId, crawlId, batch, { total: false, filters });
  const settings = parseCrawlSettings(crawl.settings);
  const columns = {
    extractions: settings.extraction.map((rule) => rule.name),
    searches: settings.search.map((rule) => rule.name),
    rendered: settings.renderJavaScript,
  };
  async function* rows(): Rows {
    let page: CrawlPageList = first;
    for (;;) {
      if (page.items.length > 0) yield page.items.map((item) => crawlPageCsvRow(item, columns));
      if (!page.nextCursor) return;
      page = await listCrawlPages(
        db,
        workspaceId,
        crawlId,
        { ...batch, cursor: page.nextCursor },
        { total: false, filters },
      );
    }
  }
  return {
    filename: `crawl-${crawlId}-pages.csv`,
    header: crawlPageCsvHeader(columns),
    rows: rows(),
  };
}

/** One row per kind of issue: severity (as the site's rules set it), counts, rows ignored, why it matters and how to fix it. */
export async function issueSummaryCsvFile(
  db: Kysely<Database>,
  crawlId: string,
  segment?: RawBuilder<boolean>,
): Promise<CsvFile> {
  const summary = await crawlIssueSummary(db, crawlId, segment);
  async function* rows(): Rows {
    yield summary.checks.map((k) => [
      k.id,
      k.title,
      k.severity,
      k.count,
      k.urls,
      k.ignored,
      k.description,
      k.howToFix,
    ]);
  }
  return { filename: `crawl-${crawlId}-issues.csv`, header: ISSUE_SUMMARY_CSV_HEADER, rows: rows() };
}

/** Every affected URL of one check, in the check's own columns (its first batch read now: an unknown check is a 404). */
export async function issueRowsCsvFile(
  db: Kysely<Database>,
  crawlId: string,
  checkId: string,
  segment?: RawBuilder<boolean>,
): Promise<CsvFile> {
  const first = await crawlIssueRows(db, crawlId, checkId, { limit: ISSUE_ROWS_BATCH }, segment);
  const { columns } = issueTypeById(checkId)!;
  return {
    filename: `crawl-${crawlId}-issues-${checkId.replace(/[^\w-]/g, "_")}.csv`,
    header: issueRowsHeader(columns),
    rows: issueRows(db, crawlId, checkId, first, (row) => issueRowCells(columns, row), segment),
  };
}

/** Every affected URL of every check that found something, check by check, in the summary's order; of a segment's pages with one. */
export async function allIssueRowsCsvFile(
  db: Kysely<Database>,
  crawlId: string,
  segment?: RawBuilder<boolean>,
): Promise<CsvFile> {
  const summary = await crawlIssueSummary(db, crawlId, segment);
  const found = summary.checks.filter((check) => check.count > 0);
  async function* rows(): Rows {
    for (const check of found) {
      yield* issueRows(
        db,
        crawlId,
        check.id,
        await crawlIssueRows(db, crawlId, check.id, { limit: ISSUE_ROWS_BATCH }, segment),
        (row) => allIssueRowCells(check.id, check.columns, row),
        segment,
      );
    }
  }
  return { filename: `crawl-${crawlId}-issue-urls.csv`, header: ALL_ISSUE_ROWS_HEADER, rows: rows() };
}

async function* issueRows(
  db: Kysely<Database>,
  crawlId: string,
  checkId: string,
  first: Awaited<ReturnType<typeof crawlIssueRows>>,
  cells: (row: CrawlIssueRow) => CsvValue[],
  segment?: RawBuilder<boolean>,
): Rows {
  let page = first;
  for (;;) {
    if (page.items.length > 0) yield page.items.map(cells);
    if (!page.nextCursor) return;
    const next = { limit: ISSUE_ROWS_BATCH, cursor: page.nextCursor };
    page = await crawlIssueRows(db, crawlId, checkId, next, segment);
  }
}

/** Every link of every fetched page, or of a segment's pages (the caller checked the crawl is the workspace's). */
export function linksCsvFile(db: Kysely<Database>, crawlId: string, segment?: RawBuilder<boolean>): CsvFile {
  async function* rows(): Rows {
    for await (const batch of crawlLinkBatches(db, crawlId, segment)) {
      yield batch.map((link) => [
        link.sourceUrl,
        link.targetUrl,
        link.targetStatus,
        link.targetSkipReason,
        link.anchor,
        link.nofollow,
        link.inNavigation,
      ]);
    }
  }
  return { filename: `crawl-${crawlId}-links.csv`, header: LINKS_CSV_HEADER, rows: rows() };
}
