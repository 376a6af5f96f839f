import type { ReportCell, ReportTable } from "../document/report-document";

const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** A table as the template prints it: the first `printedRows` rows as text, and what the CSV has beyond them. */
export interface PrintedTable {
  title: string;
  columns: Array<{ label: string; kind: "text" | "number" | "url" }>;
  rows: string[][];
  /** "95 more rows in the CSV"; null when every row is printed. */
  more: string | null;
}

/**
 * How the PDF and the HTML print tables and dates, so both say the same. Only the printed rows
 * travel to Typst: the PDF's memory grows with its pages (ADR 041), and the
 * rest would be dropped there anyway. Cells become text here, as the HTML prints them.
 */
export function printedTable(table: ReportTable): PrintedTable {
  const printed = table.rows.slice(0, Math.max(0, table.printedRows));
  const more = table.rows.length - printed.length;
  return {
    title: table.title,
    columns: table.columns.map(({ label, kind }) => ({ label, kind })),
    rows: printed.map((row) => table.columns.map((_, i) => cellText(row[i] ?? null))),
    more: moreRowsLabel(more),
  };
}

/** "95 more rows in the CSV" under a table whose rest is left to the CSV; null when none is. */
export function moreRowsLabel(more: number): string | null {
  return more > 0 ? `${NUMBER.format(more)} more ${more === 1 ? "row" : "rows"} in the CSV` : null;
}

/** "N/A" for a missing value (never 0, never blank); numbers grouped as everywhere in the report. */
export function cellText(cell: ReportCell): string {
  if (cell === null) return "N/A";
  return typeof cell === "number" ? NUMBER.format(cell) : cell;
}

/** "2026-11-01 07:00 UTC": the report's dates are UTC days, so its build time is said in UTC too. */
export function generatedLabel(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
