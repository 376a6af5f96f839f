import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { type CrawlPagesFilters, crawlPagesKeys, listCrawlPages } from "../../../lib/crawl-pages-api";

/**
 * Rows per request. The first answer is what the screen waits for (time to first rows), and
 * every later one arrives while the reader is still some hundred rows above the end.
 */
export const CRAWL_PAGES_BATCH = 200;

/** The crawl's pages for the filters, fetched a keyset page at a time as the table scrolls. */
export function useCrawlPages(crawlId: string, filters: CrawlPagesFilters) {
  const query = useInfiniteQuery({
    queryKey: crawlPagesKeys.list(crawlId, filters),
    queryFn: ({ pageParam }) =>
      listCrawlPages(crawlId, filters, {
        limit: CRAWL_PAGES_BATCH,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new filter keeps the old rows on screen (dimmed) until the new ones arrive, instead of a blank table.
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { query, rows, total };
}
