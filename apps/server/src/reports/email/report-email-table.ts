import { escapeHtml } from "../../mail/escape-html";
import type { ReportCell, ReportColumn, ReportTable } from "../document/report-document";

/** Rows an e-mail shows of each table: a glance, the PDF and CSV have them all. */
export const EMAIL_TABLE_ROWS = 10;

/** How a cell reads: numbers grouped ("1,204"), a missing value "N/A" as in the PDF and HTML. */
function cellText(cell: ReportCell): string {
  if (cell === null) return "N/A";
  if (typeof cell === "number") return cell.toLocaleString("en-US");
  return cell;
}

function shownRows(table: ReportTable): { rows: ReportCell[][]; more: number } {
  const rows = table.rows.slice(0, EMAIL_TABLE_ROWS);
  return { rows, more: table.rows.length - rows.length };
}

/** The sentence under a cut table: where the other rows are. */
function moreRows(more: number, elsewhere: string): string {
  return `${more.toLocaleString("en-US")} more ${more === 1 ? "row" : "rows"} ${elsewhere}.`;
}

/** A table as plain-text lines: its title, the header, one line per row (cells between bars). */
export function tableText(table: ReportTable, elsewhere: string): string[] {
  const { rows, more } = shownRows(table);
  return [
    `${table.title}:`,
    `  ${table.columns.map((c) => c.label).join(" | ")}`,
    ...rows.map((row) => `  ${row.map(cellText).join(" | ")}`),
    ...(more > 0 ? [`  ${moreRows(more, elsewhere)}`] : []),
  ];
}

const CELL = "padding:4px 8px;border-bottom:1px solid #e2e8f0;font-size:13px;vertical-align:top";

/** A table as HTML: numbers right-aligned, web addresses as links, everything escaped. */
export function tableHtml(table: ReportTable, elsewhere: string): string {
  const { rows, more } = shownRows(table);
  const align = (column: ReportColumn | undefined) => (column?.kind === "number" ? "right" : "left");
  const head = table.columns
    .map((c) => `<th style="${CELL};text-align:${align(c)}">${escapeHtml(c.label)}</th>`)
    .join("");
  const body = rows
    .map((row) => {
      const cells = row.map((cell, i) => {
        const column = table.columns[i];
        return `<td style="${CELL};text-align:${align(column)};word-break:break-word">${cellHtml(cell, column)}</td>`;
      });
      return `<tr>${cells.join("")}</tr>`;
    })
    .join("\n");
  return `<p style="margin:16px 0 4px 0;font-weight:600">${escapeHtml(table.title)}</p>
<table role="table" cellspacing="0" cellpadding="0" style="border-collapse:collapse;width:100%">
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
${more > 0 ? `<p style="color:#475569;font-size:12px;margin:4px 0 0 0">${escapeHtml(moreRows(more, elsewhere))}</p>` : ""}`;
}

function cellHtml(cell: ReportCell, column: ReportColumn | undefined): string {
  const text = escapeHtml(cellText(cell));
  // Only web addresses become links: a crawled "javascript:" URL stays text.
  if (column?.kind === "url" && typeof cell === "string" && /^https?:\/\//i.test(cell)) {
    return `<a href="${escapeHtml(cell)}">${text}</a>`;
  }
  return text;
}
