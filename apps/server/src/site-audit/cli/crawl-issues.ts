import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import {
  type CrawlIssueRow,
  type CrawlIssueSummary,
  listCrawlIssues,
  summarizeCrawlIssues,
} from "../read/list-crawl-issues";

/** A site issue with every affected row, as the command line prints it. */
export interface CrawlIssueReport extends CrawlIssueSummary {
  /** Distinct affected URLs, sorted. */
  affectedUrls: string[];
  items: CrawlIssueRow[];
}

const PAGE = 10_000;

/** Every site check of the crawl (those without issues included, count 0) with all their rows. */
export async function crawlIssues(db: Kysely<Database>, crawlId: string): Promise<CrawlIssueReport[]> {
  const summaries = await summarizeCrawlIssues(db, crawlId);
  const reports: CrawlIssueReport[] = [];
  for (const summary of summaries) {
    const items: CrawlIssueRow[] = [];
    for (let offset = 0; offset < summary.count; offset += PAGE) {
      items.push(...(await listCrawlIssues(db, crawlId, summary.id, { limit: PAGE, offset })).items);
    }
    reports.push({ ...summary, affectedUrls: [...new Set(items.map((item) => item.url))].sort(), items });
  }
  return reports;
}
