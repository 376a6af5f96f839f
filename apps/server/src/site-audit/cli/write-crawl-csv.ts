import { createWriteStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type CsvValue, csvStream, toCsv } from "../../lib/csv";
import { ALL_ISSUE_ROWS_HEADER, allIssueRowCells } from "../read/issue-row-cells";
import type { CrawlIssueSet } from "./crawl-issues";
import type { CrawledPage } from "./crawl-result";

/**
 * `--csv <dir>`: pages.csv (every URL crawled), issues.csv (one line per site check) and
 * issue-urls.csv (one line per affected row, in the checks' declared columns), RFC 4180 with formula-looking cells neutralised.
 */
export async function writeCrawlCsv(
  dir: string,
  pages: AsyncIterable<CrawledPage[]>,
  issues: CrawlIssueSet,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  // Streamed a batch at a time: a 100,000-page crawl's pages never sit in memory together.
  await pipeline(
    Readable.fromWeb(
      csvStream(
        [
          "url",
          "status",
          "error",
          "depth",
          "found_via",
          "in_sitemap",
          "resource",
          "content_type",
          "title",
          "indexable",
          "non_indexable_reason",
          "score",
          "word_count",
          "redirect_to",
          "total_ms",
          "linking_pages",
          "link_score",
          "schema_types",
        ],
        pageRows(pages),
      ),
    ),
    createWriteStream(path.join(dir, "pages.csv")),
  );
  await writeFile(
    path.join(dir, "issues.csv"),
    toCsv(
      ["id", "severity", "title", "rows", "urls", "why", "how_to_fix"],
      issues.summaries.map((issue) => [
        issue.id,
        issue.severity,
        issue.title,
        issue.count,
        issue.urls,
        issue.description,
        issue.howToFix,
      ]),
    ),
  );
  await pipeline(
    Readable.fromWeb(csvStream(ALL_ISSUE_ROWS_HEADER, issueRows(issues))),
    createWriteStream(path.join(dir, "issue-urls.csv")),
  );
}

/** Every issue's rows, a batch at a time (a large crawl has millions). */
async function* issueRows(issues: CrawlIssueSet): AsyncGenerator<CsvValue[][]> {
  for (const issue of issues.summaries)
    for await (const batch of issues.rows(issue.id))
      yield batch.map((item) => allIssueRowCells(issue.id, issue.columns, item));
}

async function* pageRows(pages: AsyncIterable<CrawledPage[]>): AsyncGenerator<CsvValue[][]> {
  for await (const batch of pages) {
    yield batch.map((p) => [
      p.url,
      p.status,
      p.error,
      p.depth,
      p.foundVia,
      p.inSitemap,
      p.resource,
      p.contentType,
      p.title,
      p.indexable,
      p.nonIndexableReason,
      p.score,
      p.wordCount,
      p.redirectTo,
      p.totalMs,
      p.linkingPages,
      p.linkScore,
      p.schemaTypes.join(", "),
    ]);
  }
}
