import {
  deniedMessage,
  ROLE_LABELS,
  roleCan,
  WORKSPACE_POLICY,
  type WorkspaceAction,
  type WorkspaceRole,
} from "@ranklens/shared";

/** Whether the caller may do an action, and the words a control they cannot use shows. */
export interface Permission {
  allowed: boolean;
  /** The server's refusal (for a disabled control's tooltip); null when allowed. */
  reason: string | null;
  /** A short line beside the disabled controls, e.g. "Viewers can read but not run analyses."; null when allowed. */
  note: string | null;
}

const ALLOWED: Permission = { allowed: true, reason: null, note: null };

/**
 * What `role` may do about `action`, from the shared policy table (the one the server enforces).
 * An unknown role (the workspace list is still loading) is not refused here: the server decides,
 * and a control that flickers from disabled to enabled would mislead everyone who may use it.
 */
export function permissionFor(role: WorkspaceRole | null, action: WorkspaceAction): Permission {
  if (role === null || roleCan(role, action)) return ALLOWED;
  const denied = WORKSPACE_POLICY[action].denied;
  const plural = `${ROLE_LABELS[role]}s`;
  const note =
    role === "viewer"
      ? `${plural} can read but not ${denied}.`
      : `${plural} cannot ${denied}. Ask ${whoMay(action)}.`;
  return { allowed: false, reason: deniedMessage(role, action), note };
}

/** "an owner" or "an owner or an admin": the roles that may do `action`, for "Ask …". */
function whoMay(action: WorkspaceAction): string {
  // Every role but viewer starts with a vowel; viewers never appear here (they may do less than anyone).
  return WORKSPACE_POLICY[action].roles.map((role) => `an ${ROLE_LABELS[role].toLowerCase()}`).join(" or ");
}
