import type { WorkspaceAction } from "@ranklens/shared";
import { type Permission, permissionFor } from "./permission";
import { useActiveWorkspace } from "./use-workspaces";

/**
 * Whether the signed-in user's role in the active workspace allows `action`, read from the shared
 * policy table the server enforces. The one way the UI asks about roles: a control that writes
 * is disabled with `reason` as its tooltip and `note` beside it.
 */
export function useCan(action: WorkspaceAction): Permission {
  const { workspace } = useActiveWorkspace();
  return permissionFor(workspace?.role ?? null, action);
}
