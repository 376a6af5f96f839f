import {
  type ActivityList,
  ActivityListSchema,
  type ActivityType,
  type Invitation,
  type InvitationList,
  InvitationListSchema,
  type InvitationPreview,
  InvitationPreviewSchema,
  InvitationSchema,
  type Member,
  type MemberList,
  MemberListSchema,
  MemberSchema,
  type Workspace,
  type WorkspaceList,
  WorkspaceListSchema,
  type WorkspaceRole,
  WorkspaceSchema,
} from "@ranklens/shared";
import { apiRequest } from "./api-client";

const BASE = "/api/v1/workspaces";
const workspacePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Every workspace the signed-in user belongs to (with their role in each) and the one this session acts on. */
export async function listWorkspaces(): Promise<WorkspaceList> {
  return WorkspaceListSchema.parse(await apiRequest<unknown>(BASE));
}

/** Creates a workspace owned by the caller; the server also makes it the session's active one. */
export async function createWorkspace(name: string): Promise<Workspace> {
  return WorkspaceSchema.parse(await apiRequest<unknown>(BASE, { method: "POST", json: { name } }));
}

export async function renameWorkspace(id: string, name: string): Promise<Workspace> {
  return WorkspaceSchema.parse(
    await apiRequest<unknown>(workspacePath(id), { method: "PATCH", json: { name } }),
  );
}

/** Deletes the workspace and everything in it (owners only). */
export async function deleteWorkspace(id: string): Promise<void> {
  await apiRequest<unknown>(workspacePath(id), { method: "DELETE" });
}

/** Makes `id` the workspace every other route acts on, for this session (all its tabs). */
export async function activateWorkspace(id: string): Promise<Workspace> {
  return WorkspaceSchema.parse(
    // Activating twice is activating once.
    await apiRequest<unknown>(`${workspacePath(id)}/activate`, { method: "POST", idempotent: true }),
  );
}

export async function listMembers(workspaceId: string): Promise<MemberList> {
  return MemberListSchema.parse(await apiRequest<unknown>(`${workspacePath(workspaceId)}/members`));
}

export async function changeMemberRole(
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<Member> {
  return MemberSchema.parse(
    await apiRequest<unknown>(`${workspacePath(workspaceId)}/members/${encodeURIComponent(userId)}`, {
      method: "PATCH",
      json: { role },
    }),
  );
}

/** Removes a member; removing yourself is leaving the workspace. */
export async function removeMember(workspaceId: string, userId: string): Promise<void> {
  await apiRequest<unknown>(`${workspacePath(workspaceId)}/members/${encodeURIComponent(userId)}`, {
    method: "DELETE",
  });
}

/** Makes `userId` an owner; the caller stays on as admin. */
export async function transferOwnership(workspaceId: string, userId: string): Promise<void> {
  await apiRequest<unknown>(`${workspacePath(workspaceId)}/transfer`, { method: "POST", json: { userId } });
}

/** Pending and expired invitations of the workspace. */
export async function listInvitations(workspaceId: string): Promise<InvitationList> {
  return InvitationListSchema.parse(await apiRequest<unknown>(`${workspacePath(workspaceId)}/invitations`));
}

/** Invites `email` and e-mails them a link; 402 when the plan's seats are taken, 409 when already member or invited. */
export async function createInvitation(
  workspaceId: string,
  invitation: { email: string; role: WorkspaceRole },
): Promise<Invitation> {
  return InvitationSchema.parse(
    await apiRequest<unknown>(`${workspacePath(workspaceId)}/invitations`, {
      method: "POST",
      json: invitation,
    }),
  );
}

const invitationPath = (workspaceId: string, invitationId: string) =>
  `${workspacePath(workspaceId)}/invitations/${encodeURIComponent(invitationId)}`;

/** Sends the invitation e-mail again with a fresh expiry. */
export async function resendInvitation(workspaceId: string, invitationId: string): Promise<Invitation> {
  return InvitationSchema.parse(
    await apiRequest<unknown>(`${invitationPath(workspaceId, invitationId)}/resend`, { method: "POST" }),
  );
}

/** Revokes an invitation; its link stops working. */
export async function revokeInvitation(workspaceId: string, invitationId: string): Promise<void> {
  await apiRequest<unknown>(invitationPath(workspaceId, invitationId), { method: "DELETE" });
}

/** What an invitation link offers; works signed out. 404/410 when the link is invalid, used or expired. */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  return InvitationPreviewSchema.parse(
    await apiRequest<unknown>(`/api/v1/invitations/preview?${new URLSearchParams({ token })}`),
  );
}

/** Joins the workspace of the invitation (signed in with the invited address). */
export async function acceptInvitation(token: string): Promise<Workspace> {
  return WorkspaceSchema.parse(
    await apiRequest<unknown>("/api/v1/invitations/accept", { method: "POST", json: { token } }),
  );
}

/** Filters of the activity log; absent ones match everything. */
export interface ActivityFilters {
  type?: ActivityType;
  actorId?: string;
}

/** One page of the activity log, newest first; pass `nextBefore` as `before` for the next. */
export async function listActivity(
  workspaceId: string,
  filters: ActivityFilters & { before?: string; limit?: number },
): Promise<ActivityList> {
  const query = new URLSearchParams();
  if (filters.type) query.set("type", filters.type);
  if (filters.actorId) query.set("actorId", filters.actorId);
  if (filters.limit !== undefined) query.set("limit", String(filters.limit));
  if (filters.before) query.set("before", filters.before);
  const suffix = query.size > 0 ? `?${query}` : "";
  return ActivityListSchema.parse(
    await apiRequest<unknown>(`${workspacePath(workspaceId)}/activity${suffix}`),
  );
}
