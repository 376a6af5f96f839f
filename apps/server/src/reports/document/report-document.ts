import type { Series } from "@ranklens/charts";
import type { ReportPaper, ReportSectionKind } from "@ranklens/shared";

/**
 * A report as data, built once from a definition and the workspace's stored measurements, then
 * drawn by each renderer (PDF, HTML, CSV, e-mail). Renderers never query the database and never
 * compute a figure: everything they print is here, with its source and date, so every output of
 * one report says the same thing.
 */
export interface ReportDocument {
  /** The report's name. */
  title: string;
  /** Who the report is from: the workspace's name, or its white-label name (Pro branding). */
  brandName: string;
  /** data: URL of a PNG or JPEG logo, validated when stored; null: none. */
  logo: string | null;
  /** #rrggbb, validated when stored. */
  accentColor: string;
  /** The period the report covers, first and last day inclusive (YYYY-MM-DD, UTC). */
  period: { from: string; to: string; label: string };
  /** What the report is about, e.g. "Site: example.com · Project: Example" (may be empty). */
  subject: string;
  /** When it was built (ISO). */
  generatedAt: string;
  paper: ReportPaper;
  sections: ReportDocumentSection[];
}

export interface ReportDocumentSection {
  kind: ReportSectionKind;
  /** Its heading (REPORT_SECTION_TITLES). */
  title: string;
  /** Where its figures come from and of when, e.g. "RankLens crawl of 2026-11-20 (1,204 pages)". */
  source: string | null;
  /** Set when the section has nothing for this period: the sentence to print instead. */
  empty: string | null;
  /** Headline figures, in order. */
  figures: ReportFigure[];
  /** Paragraphs of plain text (the note; or a sentence of context). */
  paragraphs: string[];
  charts: ReportChart[];
  tables: ReportTable[];
}

export interface ReportFigure {
  label: string;
  /** Already formatted for reading ("1,204", "87 / 100", "N/A"). */
  value: string;
  /** A short qualifier printed under it ("−3 since 2026-10-20"); null: none. */
  detail: string | null;
}

/** A line chart, drawn by `packages/charts` (LineChartSvg) in every output. */
export interface ReportChart {
  title: string;
  series: Series[];
  /** The y axis' top (e.g. 100 for scores); null: from the data. */
  max: number | null;
  /** Rankings: position 1 at the top. */
  inverted: boolean;
}

export type ReportCell = string | number | null;

export interface ReportTable {
  /** Stable, file-name safe ("top-issues"): the CSV's name. */
  id: string;
  title: string;
  columns: ReportColumn[];
  /** Every row (the CSV has them all). */
  rows: ReportCell[][];
  /** Rows the PDF and HTML print; the rest are counted and left to the CSV. */
  printedRows: number;
}

export interface ReportColumn {
  label: string;
  /** Numbers are right-aligned; null cells print as "N/A" in PDF and HTML, empty in CSV. */
  kind: "text" | "number" | "url";
}
