import type { CrawlPage, CrawlPageSort } from "@ranklens/shared";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FOCUS_RING } from "../../../components/ui/focus-ring";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { type CrawlPagesFilters, crawlPageHref } from "../../../lib/crawl-pages-api";
import type { PageColumn, PageLayout } from "./page-columns";
import { rowKeyTarget } from "./row-keys";

/** Every row is this tall, so the window's position is arithmetic and rows never re-measure. */
export const ROW_HEIGHT = 40;
/** Ask for the next batch while this many loaded rows are still below the window. */
const PREFETCH_ROWS = 60;

export interface PagesTableProps {
  crawlId: string;
  rows: CrawlPage[];
  total: number;
  /** The shown columns (the user's choice), shared with the header. */
  layout: PageLayout;
  filters: CrawlPagesFilters;
  onSort: (sort: CrawlPageSort) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The filters changed and the new rows are on their way: the old ones are dimmed. */
  stale: boolean;
}

/**
 * The All pages table, windowed: only the rows in view (and a few either side) are in the DOM,
 * whatever the crawl's size, and the next keyset page is fetched as the window nears the end of
 * what is loaded. It scrolls both ways inside its own box (the header stays on top), so at phone
 * width the page itself never scrolls sideways. `aria-rowcount` tells assistive technology how
 * many rows there are in all.
 *
 * From tablet width up the URL column stays at the left while the rest scroll under it. From the
 * keyboard the rows are one stop in the tab order (the last row used, else the first in view); the
 * arrows, Page Up/Down, Home and End move between rows, scrolling and loading as they go, and Enter
 * opens the row's page.
 */
export function PagesTable(props: PagesTableProps) {
  const { crawlId, rows, total, layout, filters, onSort, hasMore, loadingMore, onLoadMore, stale } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const count = rows.length + (hasMore ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  // The row the keyboard last used; while it is scrolled out of the DOM, the first row in view.
  const [activeRow, setActiveRow] = useState(0);
  const tabbableRow = items.some((item) => item.index === activeRow) ? activeRow : (items[0]?.index ?? 0);

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore]);

  // A new filter or sort starts again at the top.
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling back is what a new filterKey means
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [filterKey]);

  const detailHref = (page: CrawlPage) => crawlPageHref(crawlId, { urlId: page.id });
  /** Scrolls a row into view (it may not be in the DOM yet) and focuses its link once it is. */
  function focusRow(index: number) {
    setActiveRow(index);
    virtualizer.scrollToIndex(index, { align: "auto" });
    const focusWhenRendered = (framesLeft: number) => {
      const link = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"] a`);
      if (link) link.focus();
      else if (framesLeft > 0) requestAnimationFrame(() => focusWhenRendered(framesLeft - 1));
    };
    focusWhenRendered(10);
  }

  function onRowKey(event: KeyboardEvent<HTMLTableSectionElement>) {
    const row = (event.target as HTMLElement).closest<HTMLElement>("[data-row-index]");
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return;
    const rowsOnScreen = Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1;
    const target = rowKeyTarget(
      event.key,
      Number(row.dataset.rowIndex),
      rows.length,
      Math.max(1, rowsOnScreen),
    );
    if (target === null) return;
    event.preventDefault();
    focusRow(target);
  }

  /** A pointer's larger target: keyboard users reach the same page by the URL cell's link. */
  function openRow(event: MouseEvent, page: CrawlPage) {
    // The URL cell is a link of its own (and a selection of text is not a click on the row).
    if ((event.target as HTMLElement).closest("a") || window.getSelection()?.toString()) return;
    navigate(detailHref(page));
  }

  return (
    <div
      ref={scrollRef}
      data-testid="pages-table"
      // The scroll padding keeps a row focused from the keyboard clear of the sticky header.
      className="relative max-h-[70vh] scroll-pt-10 overflow-auto rounded-md border border-slate-200"
    >
      {/* Table elements laid out as a grid: the rows are positioned absolutely in the window, and
          keep their table semantics (aria-rowcount/rowindex say where they sit in the whole list). */}
      <table
        aria-label="Pages"
        aria-rowcount={total + 1}
        aria-busy={stale || undefined}
        className="grid min-w-full"
        style={{ width: layout.width }}
      >
        <thead className="sticky top-0 z-10 grid border-b border-slate-200 bg-slate-50">
          <tr aria-rowindex={1} className="grid" style={{ gridTemplateColumns: layout.gridTemplate }}>
            {layout.columns.map((column) => {
              const active = column.sort !== undefined && filters.sort === column.sort;
              const ariaSort = !column.sort
                ? undefined
                : active
                  ? filters.order === "asc"
                    ? "ascending"
                    : "descending"
                  : "none";
              const Icon = !active ? ArrowUpDown : filters.order === "asc" ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={ariaSort}
                  className={cn(
                    "flex items-center px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase",
                    column.numeric && "justify-end text-right",
                    // Kept in view from tablet width up; on a phone it would cover the other columns.
                    column.id === "url" && "left-0 z-10 border-r border-slate-200 bg-slate-50 sm:sticky",
                  )}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      onClick={() => column.sort && onSort(column.sort)}
                      className={cn(
                        "-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-950",
                        FOCUS_RING,
                        active && "text-indigo-700",
                      )}
                    >
                      {column.label}
                      <Icon className="size-3.5" aria-hidden="true" />
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody
          onKeyDown={onRowKey}
          className={cn("relative grid", stale && "opacity-60")}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const page = rows[item.index];
            const position = { height: ROW_HEIGHT, transform: `translateY(${item.start}px)` };
            if (!page) {
              return (
                <tr
                  key="loading"
                  aria-rowindex={item.index + 2}
                  className="absolute left-0 flex w-full items-center px-3 text-sm text-slate-600"
                  style={position}
                >
                  <td className="inline-flex items-center gap-2">
                    <Spinner className="size-4" label="Loading more pages" />
                    Loading more pages…
                  </td>
                </tr>
              );
            }
            return (
              <tr
                key={page.id}
                aria-rowindex={item.index + 2}
                data-row-index={item.index}
                onClick={(event) => openRow(event, page)}
                className="group absolute left-0 grid w-full cursor-pointer border-b border-slate-100 bg-white text-sm hover:bg-indigo-50"
                style={{ ...position, gridTemplateColumns: layout.gridTemplate }}
              >
                {layout.columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn(
                      "flex min-w-0 items-center px-3",
                      column.numeric && "justify-end text-right tabular-nums",
                      // Opaque, so the columns scrolling under it do not show through.
                      column.id === "url" &&
                        "left-0 z-[1] border-r border-slate-100 bg-white group-hover:bg-indigo-50 sm:sticky",
                    )}
                  >
                    {column.id === "url" ? (
                      <Link
                        to={detailHref(page)}
                        title={page.url}
                        tabIndex={item.index === tabbableRow ? 0 : -1}
                        onFocus={() => setActiveRow(item.index)}
                        className={cn("truncate rounded text-indigo-700 hover:underline", FOCUS_RING)}
                      >
                        {page.url}
                      </Link>
                    ) : (
                      <CellText value={column.cell(page)} />
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Text cells are cut to one line, with the whole text on hover. */
function CellText({ value }: { value: ReturnType<PageColumn["cell"]> }) {
  if (typeof value !== "string") return <>{value}</>;
  return (
    <span className="truncate text-slate-800" title={value}>
      {value}
    </span>
  );
}
