import type { CrawlIssueRow, IssueColumns } from "@ranklens/shared";
import type { CsvValue } from "../../lib/csv";
import { ISSUE_TYPES } from "../site-checks";

/**
 * An issue row's cells in a CSV, from the columns its check declares (site-check.ts `columns`):
 * real columns, not a JSON cell. Values are as measured (numbers unformatted, milliseconds and
 * bytes as numbers); a flag reads yes or no; a field the row lacks is empty.
 */
function detailCell(value: unknown, format: IssueColumns["detail"][number]["format"]): CsvValue {
  if (value === null || value === undefined) return null;
  if (format === "bool") return value === true || value === 1 ? "yes" : "no";
  if (format === "items") return Array.isArray(value) ? itemValues(value).join("\n") : null;
  if (typeof value === "number" || typeof value === "string") return value;
  return JSON.stringify(value);
}

/** A page check's items as their values (an item without one, like an empty H1, reads as ""). */
export function itemValues(items: unknown[]): string[] {
  return items.map((item) =>
    item !== null && typeof item === "object" && "value" in item ? String(item.value ?? "") : String(item),
  );
}

/** One check's CSV: its URL, its related URL when it has one, and its detail fields, under the check's labels. */
export function issueRowsHeader(columns: IssueColumns): string[] {
  return [columns.url, ...(columns.related ? [columns.related] : []), ...columns.detail.map((d) => d.label)];
}

export function issueRowCells(columns: IssueColumns, row: CrawlIssueRow): CsvValue[] {
  return [
    row.url,
    ...(columns.related ? [row.relatedUrl] : []),
    ...columns.detail.map((d) => detailCell(row.detail?.[d.key], d.format)),
  ];
}

/**
 * Every check's rows in one CSV: the check, both URLs, then one column per detail label any check
 * declares, in registry order. Checks that share a label share the column (Status, Anchor text,
 * Threshold — each check's own threshold, in its own unit); a row fills only its check's.
 */
const ALL_DETAIL_LABELS = [
  ...new Set(ISSUE_TYPES.flatMap((check) => check.columns.detail.map((d) => d.label))),
];

export const ALL_ISSUE_ROWS_HEADER = ["check_id", "url", "related_url", ...ALL_DETAIL_LABELS];

export function allIssueRowCells(checkId: string, columns: IssueColumns, row: CrawlIssueRow): CsvValue[] {
  const byLabel = new Map(columns.detail.map((d) => [d.label, d]));
  return [
    checkId,
    row.url,
    row.relatedUrl,
    ...ALL_DETAIL_LABELS.map((label) => {
      const field = byLabel.get(label);
      return field ? detailCell(row.detail?.[field.key], field.format) : null;
    }),
  ];
}
