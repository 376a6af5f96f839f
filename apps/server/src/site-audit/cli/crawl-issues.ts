import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import {
  type CrawlIssueRow,
  type CrawlIssueSummary,
  listCrawlIssues,
  summarizeCrawlIssues,
} from "../read/list-crawl-issues";

/**
 * The command line's site issues: every site check of the crawl (those without issues included,
 * count 0), whose rows are read a batch at a time when written out. A 100,000-page crawl has
 * issues on every page (no Open Graph tags, no viewport…), millions of rows in all: held together
 * they would not fit the crawl process's 200 MB heap.
 */
export interface CrawlIssueSet {
  summaries: CrawlIssueSummary[];
  /** The rows of one issue, `ROWS_PER_BATCH` at a time, in the API's order. */
  rows(checkId: string): AsyncGenerator<CrawlIssueRow[]>;
}

const ROWS_PER_BATCH = 10_000;

export async function crawlIssues(db: Kysely<Database>, crawlId: string): Promise<CrawlIssueSet> {
  const summaries = await summarizeCrawlIssues(db, crawlId);
  const counts = new Map(summaries.map((summary) => [summary.id, summary.count]));
  return {
    summaries,
    async *rows(checkId) {
      const count = counts.get(checkId) ?? 0;
      for (let offset = 0; offset < count; offset += ROWS_PER_BATCH)
        yield (await listCrawlIssues(db, crawlId, checkId, { limit: ROWS_PER_BATCH, offset })).items;
    },
  };
}

/**
 * One issue as the JSON document spells it (`{...summary, items, affectedUrls}`: the distinct
 * affected URLs, sorted), written a batch of rows at a time; only the issue's distinct URLs are
 * held, to sort them.
 */
export async function* issueJsonChunks(
  issues: CrawlIssueSet,
  summary: CrawlIssueSummary,
): AsyncGenerator<string> {
  yield `${JSON.stringify(summary).slice(0, -1)},"items":[`;
  const urls = new Set<string>();
  let first = true;
  for await (const batch of issues.rows(summary.id)) {
    if (batch.length === 0) continue;
    for (const row of batch) urls.add(row.url);
    yield `${first ? "" : ","}${batch.map((row) => JSON.stringify(row)).join(",")}`;
    first = false;
  }
  yield `],"affectedUrls":${JSON.stringify([...urls].sort())}}`;
}
