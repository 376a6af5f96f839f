import { ASSIGNABLE_ROLES, type WorkspaceRole } from "@ranklens/shared";

/**
 * The roles a member's role select offers: owners may also make owners (ADR 012), admins only the
 * assignable roles; the member's current role is always listed, so the select can show it.
 */
export function roleOptions(callerRole: WorkspaceRole, current: WorkspaceRole): WorkspaceRole[] {
  const options: WorkspaceRole[] =
    callerRole === "owner" ? ["owner", ...ASSIGNABLE_ROLES] : [...ASSIGNABLE_ROLES];
  return options.includes(current) ? options : [current, ...options];
}
