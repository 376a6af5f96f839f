import { escapeHtml } from "../../../mail/escape-html";
import type { ReportCell, ReportColumn, ReportTable } from "../../document/report-document";
import { cellText, moreRowsLabel } from "../printed-table";

/**
 * A table's first `printedRows` rows, then how many more the CSV holds. It sits in its own
 * scrolling box, so a phone scrolls the table sideways and not the page.
 */
export function tableHtml(table: ReportTable): string {
  const printed = table.rows.slice(0, Math.max(0, table.printedRows));
  const more = table.rows.length - printed.length;
  const head = table.columns
    .map(
      (column) =>
        `<th scope="col"${column.kind === "number" ? ' class="num"' : ""}>${escapeHtml(column.label)}</th>`,
    )
    .join("");
  const body = printed
    .map((row) => `<tr>${table.columns.map((column, i) => cellHtml(column, row[i] ?? null)).join("")}</tr>`)
    .join("\n");
  const grid =
    printed.length > 0
      ? `<div class="table-scroll" role="region" aria-label="${escapeHtml(table.title)}" tabindex="0">
<table>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</div>`
      : "";
  const moreLabel = moreRowsLabel(more);
  const rest = moreLabel ? `<p class="more">${escapeHtml(moreLabel)}</p>` : "";
  const none = table.rows.length === 0 ? `<p class="empty">No rows.</p>` : "";
  return `<div class="table">
<h3>${escapeHtml(table.title)}</h3>
${[grid, rest, none].filter((part) => part !== "").join("\n")}
</div>`;
}

/**
 * A URL cell is text, not a link: the addresses come from crawled pages and rankings, and a
 * report (often on a share link, under our domain) should not vouch for them with a click, nor
 * differ from the PDF. It wraps after a slash, or anywhere if it must, so a long path never widens
 * the table; <wbr> adds no character, so a copied URL is whole.
 */
function cellHtml(column: ReportColumn, cell: ReportCell): string {
  if (cell === null) return `<td class="${column.kind === "number" ? "num " : ""}na">N/A</td>`;
  if (column.kind === "number") return `<td class="num">${escapeHtml(cellText(cell))}</td>`;
  if (column.kind === "url") return `<td class="url">${breakableUrl(String(cell))}</td>`;
  return `<td class="text">${escapeHtml(String(cell))}</td>`;
}

/** The escaped URL with a line-break opportunity after each slash, where a reader expects one. */
function breakableUrl(url: string): string {
  return escapeHtml(url).replace(/\/(?!\/)/g, "/<wbr>");
}
