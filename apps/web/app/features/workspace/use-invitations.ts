import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query-keys";
import { listInvitations } from "../../lib/workspaces-api";

/** Pending and expired invitations of a workspace; only owners and admins may read them (`enabled`). */
export function useInvitations(workspaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.workspaces.invitations(workspaceId),
    queryFn: () => listInvitations(workspaceId),
    enabled,
  });
}
