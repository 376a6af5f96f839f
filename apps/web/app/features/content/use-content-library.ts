import { MESSAGES } from "@ranklens/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { listContent } from "../../lib/content-api";
import { queryKeys } from "../../lib/query-keys";
import type { LibraryFilters } from "./library-filters";

/** Items per page of the library; 'Load more' fetches the next page. */
export const LIBRARY_PAGE_SIZE = 60;

/**
 * The library's items for the filters, newest updated first, a page at a time. A failure shows
 * the spec's toast once per failure.
 */
export function useContentLibrary(filters: LibraryFilters) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.content.list(filters),
    queryFn: ({ pageParam }) => listContent({ ...filters, limit: LIBRARY_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    staleTime: 0,
  });

  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(MESSAGES.toast.loadContentFailed, { id: "content-load-failed" });
  }, [failedAt]);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { query, items, total };
}
