import type { ReportCell, ReportTable } from "../../document/report-document";

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
 * Only the printed rows travel to Typst: the PDF's memory grows with its pages (ADR 041), and the
 * rest would be dropped there anyway. Cells become text here, as the HTML prints them.
 */
export function printedTable(table: ReportTable): PrintedTable {
  const printed = table.rows.slice(0, Math.max(0, table.printedRows));
  const more = table.rows.length - printed.length;
  return {
    title: table.title,
    columns: table.columns.map(({ label, kind }) => ({ label, kind })),
    rows: printed.map((row) => table.columns.map((_, i) => cellText(row[i] ?? null))),
    more: more > 0 ? `${NUMBER.format(more)} more ${more === 1 ? "row" : "rows"} in the CSV` : null,
  };
}

/** "N/A" for a missing value (never 0, never blank); numbers grouped as everywhere in the report. */
function cellText(cell: ReportCell): string {
  if (cell === null) return "N/A";
  return typeof cell === "number" ? NUMBER.format(cell) : cell;
}
