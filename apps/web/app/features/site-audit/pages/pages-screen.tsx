import type { CrawlPageSort } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Download, FileSearch } from "lucide-react";
import { useCallback, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/app/page-header";
import { LoadError, LoadingBlock } from "../../../components/app/query-states";
import { Button, buttonClassName } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ApiError } from "../../../lib/api-error";
import { type CrawlPagesFilters, crawlPagesCsvHref } from "../../../lib/crawl-pages-api";
import { queryKeys } from "../../../lib/query-keys";
import { formatCount } from "../../../lib/report-format";
import { fetchCrawl } from "../../../lib/site-audits-api";
import { useCan } from "../../../lib/use-can";
import { SegmentBar } from "../segments/segment-bar";
import { ColumnPicker } from "./column-picker";
import { availableColumns, crawlColumnsOf, pageLayout } from "./page-columns";
import { filtersFromSearch, nextSort, searchFromFilters } from "./page-filters";
import { PagesFilterBar } from "./pages-filter-bar";
import { PagesTable } from "./pages-table";
import { useColumnChoice } from "./use-column-choice";
import { useCrawlPages } from "./use-crawl-pages";

/** /site-audit/crawls/:crawlId/pages: every fetched URL of a crawl, filtered and sorted on the server. */
export function PagesScreen({ crawlId }: { crawlId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { query, rows, total } = useCrawlPages(crawlId, filters);
  const crawl = useQuery({
    queryKey: queryKeys.siteAudits.crawl(crawlId),
    queryFn: () => fetchCrawl(crawlId),
  });
  const manage = useCan("site.manage");
  const [columnChoice, setColumnChoice] = useColumnChoice(crawl.data?.siteId);
  // The crawl's extraction rules and searches add a column each, and rendering two.
  const settings = crawl.data?.settings;
  // With a linked Search Console property covering the site, its four columns (issue 30).
  const searchConsole = query.data?.pages[0]?.searchConsole ?? null;
  const crawlColumns = useMemo(
    () => ({
      ...(settings ? crawlColumnsOf(settings) : { extractions: [], searches: [], rendered: false }),
      searchConsole: searchConsole !== null,
    }),
    [settings, searchConsole],
  );
  const columns = useMemo(() => availableColumns(crawlColumns), [crawlColumns]);
  const layout = useMemo(() => pageLayout(crawlColumns, columnChoice), [crawlColumns, columnChoice]);
  const filtered = [
    filters.status,
    filters.indexable,
    filters.q,
    filters.regex,
    filters.depth,
    filters.maxDepth,
    filters.segment,
    filters.where,
  ].some((value) => value !== undefined);

  const apply = (next: CrawlPagesFilters) => setSearchParams(searchFromFilters(next), { replace: true });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <>
      <Link
        to={`/site-audit/crawls/${encodeURIComponent(crawlId)}`}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Crawl overview
      </Link>
      <PageHeader
        title="All pages"
        description="Every URL this crawl fetched, with what it found on each. Click a row for the page's details."
        actions={
          <a href={crawlPagesCsvHref(crawlId, filters)} download className={buttonClassName("secondary")}>
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        }
      />
      <Card className="min-w-0 p-4 sm:p-6">
        {crawl.data ? (
          <SegmentBar
            siteId={crawl.data.siteId}
            crawlId={crawlId}
            filters={filters}
            onChange={apply}
            canManage={manage.allowed}
          />
        ) : null}
        <PagesFilterBar filters={filters} onChange={apply} />
        <div className="mt-4 mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-600">
          <p aria-live="polite" data-testid="pages-count">
            {query.isSuccess
              ? `${formatCount(total)} ${total === 1 ? "page" : "pages"}${filtered ? (total === 1 ? " matches" : " match") : ""}`
              : ""}
          </p>
          <ColumnPicker columns={columns} choice={columnChoice} onChange={setColumnChoice} />
        </div>
        {searchConsole ? (
          <p className="mb-3 text-xs text-slate-600" data-testid="search-console-source">
            Clicks, impressions, CTR and position: {searchConsole.source}, {searchConsole.from} to{" "}
            {searchConsole.to} ({searchConsole.property}); N/A where Google reported nothing for the URL.
          </p>
        ) : null}
        {/* The table waits for the crawl too: its site says which columns this user chose. */}
        {query.isPending || crawl.isPending ? (
          <LoadingBlock label="Loading pages" />
        ) : query.isError ? (
          <LoadError
            message={
              query.error instanceof ApiError
                ? query.error.message
                : "The pages could not be loaded. Please try again."
            }
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : rows.length === 0 ? (
          <div className="rounded-md border border-dashed border-slate-300 px-4 py-10 text-center">
            <FileSearch className="mx-auto size-8 text-slate-400" aria-hidden="true" />
            <p className="mt-2 text-sm font-medium text-slate-900">
              {filtered ? "No pages match these filters." : "This crawl has not fetched any pages yet."}
            </p>
            {filtered ? (
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                onClick={() => apply({ sort: filters.sort, order: filters.order })}
              >
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : (
          <PagesTable
            crawlId={crawlId}
            rows={rows}
            total={total}
            layout={layout}
            filters={filters}
            onSort={(sort: CrawlPageSort) => apply(nextSort(filters, sort))}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            onLoadMore={loadMore}
            stale={query.isPlaceholderData}
          />
        )}
      </Card>
    </>
  );
}
