import type { CrawlPage } from "@ranklens/shared";
import type { CsvValue } from "../../lib/csv";

/** What a crawl adds to the fixed columns: its extraction rules' and searches' names, and whether it rendered. */
export interface CrawlCsvColumns {
  extractions: readonly string[];
  searches: readonly string[];
  rendered: boolean;
}

/** A rendered crawl's columns: the signals rendering changed (space-separated), JS-only links, why not rendered. */
const RENDERING_HEADER = ["changed_by_javascript", "js_only_links", "render_error"];

/**
 * The columns of the pages CSV: the JSON fields in snake case, URL first, then a rendered crawl's
 * columns, then one column per custom extraction rule of the crawl (its name; several values
 * joined with " | ", empty where it matched nothing, "N/A" where it could not run on the page), then one per custom search ("search: " and its name; the count, empty where
 * the page was not searched).
 */
export function crawlPageCsvHeader({ extractions, searches, rendered }: CrawlCsvColumns): string[] {
  return [
    ...CRAWL_PAGE_CSV_HEADER,
    ...(rendered ? RENDERING_HEADER : []),
    ...extractions,
    ...searches.map((name) => `search: ${name}`),
  ];
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

export function crawlPageCsvRow(
  page: CrawlPage,
  { extractions, searches, rendered }: CrawlCsvColumns,
): CsvValue[] {
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
    ...(rendered
      ? [
          page.rendering?.changed.join(" ") ?? null,
          page.rendering?.jsOnlyLinkCount ?? null,
          page.rendering?.failure?.code ?? null,
        ]
      : []),
    ...extractions.map((name) => extractedCell(page.extracted?.[name])),
    ...searches.map((name) => page.searched?.[name] ?? null),
  ];
}

/** A rule's values in one cell; "N/A" where the rule could not run on the page (null), never an empty "nothing found". */
function extractedCell(values: string[] | null | undefined): CsvValue {
  if (values === undefined) return null;
  return values === null ? "N/A" : values.join(" | ");
}
