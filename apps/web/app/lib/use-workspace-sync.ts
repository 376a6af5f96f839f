import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { queryKeys } from "./query-keys";
import { useWorkspaces } from "./use-workspaces";
import { workspaceFromLink } from "./workspace-from-link";
import { pathAfterWorkspaceSwitch, WORKSPACE_CHANNEL } from "./workspace-sync";

const isWorkspaceList = (key: readonly unknown[]) =>
  queryKeys.workspaces.list.every((part, index) => key[index] === part);

/**
 * Keeps this tab on the session's active workspace (mounted once, in the signed-in layout).
 * Whenever the active id changes, whether this tab switched, another tab announced a switch, or a
 * refetch on focus found one, every cached answer but the workspace list is reset, so no screen
 * goes on showing the previous workspace's data, and a page of one item goes to its list.
 */
export function useWorkspaceSync(): void {
  const queryClient = useQueryClient();
  const { data } = useWorkspaces();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const seen = useRef<string | null>(null);
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const searchRef = useRef(search);
  searchRef.current = search;
  const activeId = data?.activeId ?? null;

  useEffect(() => {
    if (activeId === null) return;
    const previous = seen.current;
    seen.current = activeId;
    if (previous === null || previous === activeId) return;
    // A page opened by a link into this very workspace (workspace-from-link.ts) is the one wanted: it stays.
    const next =
      workspaceFromLink(searchRef.current) === activeId
        ? pathnameRef.current
        : pathAfterWorkspaceSwitch(pathnameRef.current);
    if (next !== pathnameRef.current) navigate(next, { replace: true });
    void queryClient.resetQueries({ predicate: (query) => !isWorkspaceList(query.queryKey) });
  }, [activeId, navigate, queryClient]);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(WORKSPACE_CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.all });
    return () => channel.close();
  }, [queryClient]);
}
