import type { CrawlPage } from "@ranklens/shared";
import type { CsvValue } from "../../lib/csv";

/**
 * The columns of the pages CSV: the JSON fields in snake case, URL first, then one column per
 * custom extraction rule of the crawl (its name; several values joined with " | ").
 */
export function crawlPageCsvHeader(extractions: readonly string[]): string[] {
  return [...CRAWL_PAGE_CSV_HEADER, ...extractions];
}

const CRAWL_PAGE_CSV_HEADER = [
  "url",
  "status",
  "error_code",
  "redirect_target",
  "depth",
  "in_sitemap",
  "content_type",
  "is_html",
  "indexable",
  "non_indexable_reason",
  "title",
  "description",
  "h1",
  "word_count",
  "canonical",
  "score",
  "inlinks",
  "unique_inlinks",
  "link_score",
  "outlinks",
  "schema_types",
  "total_ms",
  "bytes",
  "fetched_at",
];

export function crawlPageCsvRow(page: CrawlPage, extractions: readonly string[]): CsvValue[] {
  return [
    page.url,
    page.status,
    page.errorCode,
    page.redirectTarget,
    page.depth,
    page.inSitemap,
    page.contentType,
    page.isHtml,
    page.indexable,
    page.nonIndexableReason,
    page.title,
    page.description,
    page.h1,
    page.wordCount,
    page.canonical,
    page.score,
    page.inlinks,
    page.uniqueInlinks,
    page.linkScore,
    page.outlinks,
    // One cell: the types joined as a reader would list them.
    page.schemaTypes.join(", "),
    page.totalMs,
    page.bytes,
    page.fetchedAt,
    ...extractions.map((name) => page.extracted?.[name]?.join(" | ") ?? null),
  ];
}
