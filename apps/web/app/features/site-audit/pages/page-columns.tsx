import type { CrawlPage, CrawlPageSort, CrawlSettings, RenderSignal } from "@ranklens/shared";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../lib/format-date";
import {
  formatBytes,
  formatCount,
  formatDuration,
  formatScore,
  NOT_AVAILABLE,
} from "../../../lib/report-format";
import type { ColumnChoice } from "./column-choice";
import {
  extractedValues,
  indexabilityLabel,
  lengthOf,
  linkFigure,
  StatusBadge,
  schemaTypesText,
  searchCount,
  textOf,
} from "./page-labels";

/** One column of the All pages table: its header, width, the API sort it maps to (if any) and its cell. */
export interface PageColumn {
  id: string;
  label: string;
  /** Fixed width in px: rows are absolutely positioned, so every row lays out the same grid. */
  width: number;
  sort?: CrawlPageSort;
  numeric?: boolean;
  /** Off until the user picks it in Columns: a fact a professional looks up now and then. */
  hiddenByDefault?: boolean;
  cell: (page: CrawlPage) => ReactNode;
}

const number = (value: number | null) => (value === null ? NOT_AVAILABLE : formatCount(value));

/** The URL column comes first and is rendered by the table itself (a link to the page's detail). */
export const PAGE_COLUMNS: PageColumn[] = [
  { id: "url", label: "URL", width: 360, sort: "url", cell: (p) => p.url },
  {
    id: "status",
    label: "Status",
    width: 88,
    sort: "status",
    cell: (p) => <StatusBadge status={p.status} errorCode={p.errorCode} />,
  },
  { id: "indexability", label: "Indexability", width: 200, cell: (p) => indexabilityLabel(p) },
  { id: "title", label: "Title", width: 280, cell: (p) => textOf(p.title, p.isHtml) },
  {
    id: "description",
    label: "Description",
    width: 280,
    hiddenByDefault: true,
    cell: (p) => textOf(p.description, p.isHtml),
  },
  {
    id: "title-length",
    label: "Title length",
    width: 100,
    sort: "title_length",
    numeric: true,
    cell: (p) => lengthOf(p.title, p.isHtml),
  },
  {
    id: "description-length",
    label: "Description length",
    width: 150,
    sort: "description_length",
    numeric: true,
    cell: (p) => lengthOf(p.description, p.isHtml),
  },
  { id: "h1", label: "H1", width: 220, cell: (p) => textOf(p.h1, p.isHtml) },
  {
    id: "canonical",
    label: "Canonical",
    width: 280,
    hiddenByDefault: true,
    cell: (p) => (p.isHtml ? (p.canonical ?? "None") : NOT_AVAILABLE),
  },
  {
    id: "words",
    label: "Words",
    width: 90,
    sort: "word_count",
    numeric: true,
    cell: (p) => number(p.wordCount),
  },
  { id: "depth", label: "Depth", width: 80, sort: "depth", numeric: true, cell: (p) => number(p.depth) },
  {
    id: "inlinks",
    label: "Inlinks",
    width: 90,
    sort: "inlinks",
    numeric: true,
    cell: (p) => formatCount(p.inlinks),
  },
  {
    id: "linking-pages",
    label: "Linking pages",
    width: 124,
    sort: "unique_inlinks",
    numeric: true,
    cell: (p) => linkFigure(p.uniqueInlinks),
  },
  {
    id: "link-score",
    label: "Link score",
    width: 104,
    sort: "link_score",
    numeric: true,
    cell: (p) => linkFigure(p.linkScore),
  },
  {
    id: "outlinks",
    label: "Outlinks",
    width: 96,
    sort: "outlinks",
    numeric: true,
    // Links are read by the analysis: a URL not analysed has none known.
    cell: (p) => (p.isHtml ? formatCount(p.outlinks) : NOT_AVAILABLE),
  },
  {
    id: "response-time",
    label: "Response time",
    width: 130,
    sort: "total_ms",
    numeric: true,
    cell: (p) => formatDuration(p.totalMs),
  },
  { id: "size", label: "Size", width: 100, sort: "bytes", numeric: true, cell: (p) => formatBytes(p.bytes) },
  { id: "score", label: "Score", width: 80, sort: "score", numeric: true, cell: (p) => formatScore(p.score) },
  {
    id: "structured-data",
    label: "Structured data",
    width: 180,
    cell: (p) => schemaTypesText(p),
  },
  {
    id: "redirect-target",
    label: "Redirects to",
    width: 280,
    hiddenByDefault: true,
    cell: (p) => p.redirectTarget ?? "—",
  },
  {
    id: "content-type",
    label: "Content type",
    width: 200,
    hiddenByDefault: true,
    cell: (p) => p.contentType ?? NOT_AVAILABLE,
  },
  {
    id: "in-sitemap",
    label: "In sitemap",
    width: 100,
    hiddenByDefault: true,
    cell: (p) => (p.inSitemap ? "Yes" : "No"),
  },
  {
    id: "fetched-at",
    label: "Fetched",
    width: 180,
    hiddenByDefault: true,
    cell: (p) => formatDateTime(p.fetchedAt),
  },
];

/** What a crawl adds to the fixed columns: its extraction rules and searches, and whether it rendered. */
export interface CrawlColumns {
  extractions: string[];
  searches: string[];
  rendered: boolean;
  /** A linked Search Console property covers the site: its four columns (issue 30). */
  searchConsole?: boolean;
}

/**
 * The columns the crawl's settings add, the same whatever rows a filter leaves (a page of images
 * has no extraction values, yet the column is the crawl's).
 */
export function crawlColumnsOf(settings: CrawlSettings): CrawlColumns {
  return {
    extractions: settings.extraction.map((rule) => rule.name),
    searches: settings.search.map((rule) => rule.name),
    rendered: settings.renderJavaScript,
  };
}

const SIGNAL_NAMES: Record<RenderSignal, string> = {
  title: "title",
  description: "description",
  canonical: "canonical",
  robots: "robots",
  h1: "H1",
  wordCount: "words",
  links: "links",
};

/** A rendered crawl's columns: what rendering changed on the page, and its links only rendering found. */
const RENDERING_COLUMNS: PageColumn[] = [
  {
    id: "rendering-changed",
    label: "Changed by JavaScript",
    width: 220,
    cell: (p) =>
      p.rendering === null
        ? NOT_AVAILABLE
        : p.rendering.failure
          ? "Not rendered"
          : p.rendering.changed.map((signal) => SIGNAL_NAMES[signal]).join(", ") || "—",
  },
  {
    id: "js-only-links",
    label: "JS-only links",
    width: 120,
    numeric: true,
    cell: (p) => (p.rendering === null ? NOT_AVAILABLE : formatCount(p.rendering.jsOnlyLinkCount)),
  },
];

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/**
 * Search Console's numbers per URL over the list's window (the screen names the source, property
 * and days above the table); N/A where Google reported nothing for the URL.
 */
const SEARCH_CONSOLE_COLUMNS: PageColumn[] = [
  {
    id: "gsc-clicks",
    label: "Clicks (GSC)",
    width: 110,
    numeric: true,
    cell: (p) => (p.searchConsole ? formatCount(p.searchConsole.clicks) : NOT_AVAILABLE),
  },
  {
    id: "gsc-impressions",
    label: "Impressions (GSC)",
    width: 140,
    numeric: true,
    cell: (p) => (p.searchConsole ? formatCount(p.searchConsole.impressions) : NOT_AVAILABLE),
  },
  {
    id: "gsc-ctr",
    label: "CTR (GSC)",
    width: 100,
    numeric: true,
    cell: (p) => (p.searchConsole?.ctr == null ? NOT_AVAILABLE : percent(p.searchConsole.ctr)),
  },
  {
    id: "gsc-position",
    label: "Position (GSC)",
    width: 120,
    numeric: true,
    cell: (p) => (p.searchConsole?.position == null ? NOT_AVAILABLE : p.searchConsole.position.toFixed(1)),
  },
];

/** One column per custom extraction rule: its values on the page, joined. */
function extractionColumn(name: string): PageColumn {
  return {
    id: `extracted:${name}`,
    label: name,
    width: 200,
    cell: (p) => extractedValues(p.extracted?.[name]),
  };
}

/** One column per custom search: how often it occurs in the page's HTML (0: the page does not contain it). */
function searchColumn(name: string): PageColumn {
  return {
    id: `searched:${name}`,
    label: `Search: ${name}`,
    width: 150,
    numeric: true,
    cell: (p) => searchCount(p.searched === null ? undefined : p.searched[name]),
  };
}

export interface PageLayout {
  columns: PageColumn[];
  /** The grid every row and the header share. */
  gridTemplate: string;
  width: number;
}

/** Every column this crawl's table can show: the fixed ones, a rendered crawl's, its extraction rules, its searches. */
export function availableColumns({
  extractions,
  searches,
  rendered,
  searchConsole,
}: CrawlColumns): PageColumn[] {
  return [
    ...PAGE_COLUMNS,
    ...(searchConsole ? SEARCH_CONSOLE_COLUMNS : []),
    ...(rendered ? RENDERING_COLUMNS : []),
    ...extractions.map(extractionColumn),
    ...searches.map(searchColumn),
  ];
}

/**
 * Whether a column is on: the user's choice where they made one, else its default. The URL column is
 * always on: it is the row's name and its link to the page.
 */
export function isColumnShown(column: PageColumn, choice: ColumnChoice): boolean {
  if (column.id === "url") return true;
  return choice[column.id] ?? !column.hiddenByDefault;
}

/** The table's columns: those of {@link availableColumns} that are shown, in that order. */
export function pageLayout(crawlColumns: CrawlColumns, choice: ColumnChoice = {}): PageLayout {
  const columns = availableColumns(crawlColumns).filter((column) => isColumnShown(column, choice));
  return {
    columns,
    gridTemplate: columns.map((c) => `${c.width}px`).join(" "),
    width: columns.reduce((sum, c) => sum + c.width, 0),
  };
}
