import type { CrawlIssueRow, IssueColumns } from "@ranklens/shared";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { formatDetail } from "./format-detail";

/** A URL cell: the full address, breakable, opening the page in a new tab (never as a script link). */
function UrlCell({ url }: { url: string | null }) {
  if (!url) return <td className="px-3 py-2 text-slate-500">N/A</td>;
  const safe = /^https?:\/\//i.test(url);
  return (
    <td className="max-w-xs px-3 py-2 break-all">
      {safe ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-indigo-700 hover:underline"
        >
          {url}
        </a>
      ) : (
        url
      )}
    </td>
  );
}

/**
 * A check's affected rows with the columns the check declares; scrolls sideways inside its card on
 * a phone. `rowAction` adds a last cell per row (Ignore URL, for those who may).
 */
export function IssueRowsTable({
  columns,
  rows,
  rowAction,
}: {
  columns: IssueColumns;
  rows: CrawlIssueRow[];
  rowAction?: (row: CrawlIssueRow) => ReactNode;
}) {
  return (
    <div className="-mx-6 overflow-x-auto px-6">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {columns.url}
            </th>
            {columns.related ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                {columns.related}
              </th>
            ) : null}
            {columns.detail.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 font-semibold">
                {column.label}
              </th>
            ))}
            {rowAction ? (
              // relative: the visually hidden label is positioned inside the scrolling box, not the page.
              <th scope="col" className="relative px-3 py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {rows.map((row, index) => (
            // Rows have no id; url + related is unique per check, the index keeps a repeat harmless.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
            <tr key={`${row.url} ${row.relatedUrl ?? ""} ${index}`}>
              <UrlCell url={row.url} />
              {columns.related ? <UrlCell url={row.relatedUrl} /> : null}
              {columns.detail.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    "px-3 py-2 text-slate-800",
                    column.format === "items" && "max-w-md break-words whitespace-pre-line",
                  )}
                >
                  {formatDetail(row.detail?.[column.key], column.format, row.detail?.count)}
                </td>
              ))}
              {rowAction ? (
                <td className="px-3 py-1.5 text-right whitespace-nowrap">{rowAction(row)}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
