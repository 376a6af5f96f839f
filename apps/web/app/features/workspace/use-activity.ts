import { useInfiniteQuery } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query-keys";
import { type ActivityFilters, listActivity } from "../../lib/workspaces-api";

/** Entries per page of the activity log; 'Load more' asks for the ones before the last shown. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The activity log for the filters, newest first, paged by `before` (keyset). */
export function useActivity(workspaceId: string, filters: ActivityFilters, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.workspaces.activity(workspaceId, filters),
    queryFn: ({ pageParam }) =>
      listActivity(workspaceId, { ...filters, limit: ACTIVITY_PAGE_SIZE, before: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled,
  });
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { query, entries };
}
