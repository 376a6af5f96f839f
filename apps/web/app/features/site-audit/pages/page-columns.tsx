import type { CrawlPage, CrawlPageSort, RenderSignal } from "@ranklens/shared";
import type { ReactNode } from "react";
import {
  formatBytes,
  formatCount,
  formatDuration,
  formatScore,
  NOT_AVAILABLE,
} from "../../../lib/report-format";
import { indexabilityLabel, lengthOf, linkFigure, StatusBadge, schemaTypesText, textOf } from "./page-labels";

/** One column of the All pages table: its header, width, the API sort it maps to (if any) and its cell. */
export interface PageColumn {
  id: string;
  label: string;
  /** Fixed width in px: rows are absolutely positioned, so every row lays out the same grid. */
  width: number;
  sort?: CrawlPageSort;
  numeric?: boolean;
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
    cell: (p) => formatCount(p.outlinks),
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
];

/** What the rows say of their crawl beyond the fixed columns: its extraction rules, and whether it rendered. */
export interface CrawlColumns {
  extractions: string[];
  rendered: boolean;
}

/** The crawl's extraction rules (read off its first HTML page that has them) and rendering. */
export function crawlColumnsOf(rows: readonly CrawlPage[]): CrawlColumns {
  const extracted = rows.find((row) => row.extracted !== null)?.extracted;
  return {
    extractions: extracted ? Object.keys(extracted) : [],
    rendered: rows.some((row) => row.rendering !== null),
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

/** One column per custom extraction rule: its values on the page, joined. */
function extractionColumn(name: string): PageColumn {
  return {
    id: `extracted:${name}`,
    label: name,
    width: 200,
    cell: (p) => (p.extracted ? p.extracted[name]?.join(" | ") || "—" : NOT_AVAILABLE),
  };
}

export interface PageLayout {
  columns: PageColumn[];
  /** The grid every row and the header share. */
  gridTemplate: string;
  width: number;
}

/** The table's columns: the fixed ones, a rendered crawl's, then the crawl's extraction rules. */
export function pageLayout({ extractions, rendered }: CrawlColumns): PageLayout {
  const columns = [
    ...PAGE_COLUMNS,
    ...(rendered ? RENDERING_COLUMNS : []),
    ...extractions.map(extractionColumn),
  ];
  return {
    columns,
    gridTemplate: columns.map((c) => `${c.width}px`).join(" "),
    width: columns.reduce((sum, c) => sum + c.width, 0),
  };
}
