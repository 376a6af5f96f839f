import { ASSIGNABLE_ROLES, WORKSPACE_MESSAGES, type WorkspaceRole } from "@ranklens/shared";
import type { Permission } from "../../lib/permission";

/**
 * The roles a member's role select offers: owners may also make owners (ADR 012), admins only the
 * assignable roles; the member's current role is always listed, so the select can show it.
 */
export function roleOptions(callerRole: WorkspaceRole, current: WorkspaceRole): WorkspaceRole[] {
  const options: WorkspaceRole[] =
    callerRole === "owner" ? ["owner", ...ASSIGNABLE_ROLES] : [...ASSIGNABLE_ROLES];
  return options.includes(current) ? options : [current, ...options];
}

/** What the caller may do on one member's row, and why not (a disabled control's tooltip). */
export interface MemberControls {
  changeRole: boolean;
  /** Remove them, or on one's own row leave. */
  remove: boolean;
  why: string | null;
}

/**
 * The server's rules for one row, so the table offers only what it would accept: managing members
 * needs owner or admin; only owners change an owner; the last owner can neither leave nor be
 * demoted or removed (a workspace needs an owner). Anyone may leave, but for that last owner.
 */
export function memberControls(input: {
  memberRole: WorkspaceRole;
  callerRole: WorkspaceRole;
  isSelf: boolean;
  ownerCount: number;
  manage: Permission;
}): MemberControls {
  const lastOwner = input.memberRole === "owner" && input.ownerCount <= 1;
  if (lastOwner) return { changeRole: false, remove: false, why: WORKSPACE_MESSAGES.lastOwner };
  if (input.isSelf && !input.manage.allowed)
    return { changeRole: false, remove: true, why: input.manage.reason };
  if (!input.manage.allowed) return { changeRole: false, remove: false, why: input.manage.reason };
  if (input.memberRole === "owner" && input.callerRole !== "owner") {
    return { changeRole: false, remove: false, why: WORKSPACE_MESSAGES.onlyOwnersGrantOwner };
  }
  return { changeRole: true, remove: true, why: null };
}
