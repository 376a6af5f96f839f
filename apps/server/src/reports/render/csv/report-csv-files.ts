import { toCsv } from "../../../lib/csv";
import type { ReportDocument } from "../../document/report-document";

/** One CSV of a report: its file name (also its name inside the zip) and its text. */
export interface ReportCsvFile {
  name: string;
  content: string;
}

export const FIGURES_CSV = "0-figures.csv";

/**
 * A report's data as CSV files, through the one CSV writer (lib/csv.ts: RFC 4180, BOM, formula
 * cells neutralised, null as an empty cell): first the headline figures of every section, then
 * one file per table with ALL its rows, the ones the PDF and HTML leave out included. Named by
 * section position and table id ("2-top-issues.csv"), so files sort in the report's order.
 */
export function reportCsvFiles(doc: ReportDocument): ReportCsvFile[] {
  const figures = doc.sections.flatMap((section) =>
    section.figures.map((figure) => [
      section.title,
      figure.label,
      figure.value,
      figure.detail,
      section.source,
    ]),
  );
  const files: ReportCsvFile[] = [
    { name: FIGURES_CSV, content: toCsv(["Section", "Label", "Value", "Detail", "Source"], figures) },
  ];
  const taken = new Set([FIGURES_CSV]);
  doc.sections.forEach((section, index) => {
    for (const table of section.tables) {
      const name = uniqueName(`${index + 1}-${safeId(table.id)}`, taken);
      files.push({
        name,
        content: toCsv(
          table.columns.map((column) => column.label),
          table.rows,
        ),
      });
    }
  });
  return files;
}

/**
 * The id as the builder promises it ("top-issues"), enforced: a name inside a zip is a path to
 * whoever unpacks it, so a slash or ".." must never reach one.
 */
function safeId(id: string): string {
  return (
    id
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "table"
  );
}

/** `base`.csv, or `base`-2.csv and on if a section has two tables of one id. */
function uniqueName(base: string, taken: Set<string>): string {
  let name = `${base}.csv`;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}.csv`;
  taken.add(name);
  return name;
}
