import { WORKSPACE_MESSAGES, type Workspace, type WorkspaceList } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import toast from "react-hot-toast";
import { ApiError } from "./api-error";
import { queryKeys } from "./query-keys";
import { announceWorkspaceChange } from "./workspace-sync";
import { activateWorkspace, listWorkspaces } from "./workspaces-api";

/**
 * The user's workspaces and the active one. Refetched when the window regains focus: another tab
 * may have switched the session's workspace, or someone may have changed this user's role.
 */
export function useWorkspaces() {
  return useQuery({
    queryKey: queryKeys.workspaces.list,
    queryFn: listWorkspaces,
    refetchOnWindowFocus: true,
  });
}

/** The workspace this session acts on (null while loading), with the caller's role in it. */
export function useActiveWorkspace() {
  const query = useWorkspaces();
  const workspace = query.data ? activeWorkspaceOf(query.data) : null;
  return { query, workspace };
}

export function activeWorkspaceOf(list: WorkspaceList): Workspace | null {
  return list.items.find((item) => item.id === list.activeId) ?? null;
}

/**
 * After any change to workspaces (rename, create, membership, delete): refetch the list here and
 * in the session's other tabs. A new active id in the answer resets every other query.
 */
export function useWorkspacesChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (kind: "switched" | "changed" = "changed") => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.all });
      announceWorkspaceChange(kind);
    },
    [queryClient],
  );
}

/** Makes another workspace the active one; every screen then shows its data (see useWorkspaceSync). */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  const changed = useWorkspacesChanged();
  return useMutation({
    mutationFn: activateWorkspace,
    onSuccess: async (workspace) => {
      // The new active id at once, so the reset does not wait for the list's refetch.
      queryClient.setQueryData<WorkspaceList>(queryKeys.workspaces.list, (list) =>
        list ? { ...list, activeId: workspace.id } : list,
      );
      toast.success(WORKSPACE_MESSAGES.toast.switched(workspace.name));
      await changed("switched");
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError ? error.message : "The workspace could not be opened. Please try again.",
      ),
  });
}
