import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query-keys";
import { listMembers } from "../../lib/workspaces-api";

/** The members of a workspace (every member may read them). */
export function useMembers(workspaceId: string) {
  return useQuery({
    queryKey: queryKeys.workspaces.members(workspaceId),
    queryFn: () => listMembers(workspaceId),
  });
}
