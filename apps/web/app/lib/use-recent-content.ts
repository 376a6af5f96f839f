import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { queryKeys } from "./query-keys";
import { fetchRecentContent } from "./recent-content";

/**
 * The sidebar's recent content, reloaded on every route change (spec §2) so an
 * item saved or deleted on one page shows up correctly on the next.
 */
export function useRecentContent(pathname: string) {
  const query = useQuery({ queryKey: queryKeys.content.recent, queryFn: fetchRecentContent, staleTime: 0 });
  const { refetch } = query;
  const firstPath = useRef(pathname);

  useEffect(() => {
    // The first render already fetches; only later navigations need a reload.
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  return query;
}
