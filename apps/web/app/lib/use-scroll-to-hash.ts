import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to the element the address's #fragment names once the page has
 * rendered it. The browser jumps to a fragment when the page loads, before
 * content that arrives from the API exists (/settings#api-keys,
 * /api#post-api-v1-analyses), so pages with such content call this with
 * `contentReady`. It waits until no query is loading either (cards above the
 * target may still grow), and scrolls once per fragment, so a later background
 * refetch never yanks the reader back.
 */
export function useScrollToHash(contentReady: boolean): void {
  const { hash } = useLocation();
  const queryClient = useQueryClient();
  // This render's count re-runs the effect as loading starts and ends; the effect also asks the
  // client, because queries the just-rendered cards start (in their own effects) are not in it.
  const loading = useIsFetching();
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!contentReady || !hash || scrolledTo.current === hash) return;
    if (loading > 0 || queryClient.isFetching() > 0) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    scrolledTo.current = hash;
    target.scrollIntoView();
  }, [contentReady, loading, hash, queryClient]);
}
