import { z } from "zod";
import { ASSIGNABLE_ROLES, WORKSPACE_ROLES } from "../workspace-roles";

/** Workspaces one person may own (their personal one included); generous, but bounded. */
export const WORKSPACES_PER_USER = 20;
/** Pending invitations one workspace may hold at a time. */
export const PENDING_INVITATIONS_PER_WORKSPACE = 50;
/** An invitation link works for 7 days. */
export const INVITATION_TTL_DAYS = 7;
/** Activity entries are kept this long, then deleted. */
export const ACTIVITY_RETENTION_DAYS = 180;
export const WORKSPACE_NAME_MAX = 60;

export const WorkspaceRoleSchema = z.enum(WORKSPACE_ROLES, {
  error: `Role must be one of ${WORKSPACE_ROLES.join(", ")}`,
});
export const AssignableRoleSchema = z.enum(ASSIGNABLE_ROLES, {
  error: `Role must be one of ${ASSIGNABLE_ROLES.join(", ")}`,
});

export const WorkspaceNameSchema = z
  .string({ error: "Workspace name is required" })
  .trim()
  .min(1, "Workspace name is required")
  .max(WORKSPACE_NAME_MAX, `Workspace names must be at most ${WORKSPACE_NAME_MAX} characters`)
  // A name is one line: it goes into e-mail subjects and the switcher.
  .regex(/^[^\p{Cc}]*$/u, "Workspace names cannot contain line breaks or control characters");

/** A workspace as its member sees it: with their own role in it. */
export const WorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(["basic", "pro"]),
  /** The caller's role in this workspace. */
  role: WorkspaceRoleSchema,
  memberCount: z.number().int(),
  /** Members the plan allows (pending invitations count); null = no limit (billing off on this server). */
  seats: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

export const WorkspaceListSchema = z.object({
  items: z.array(WorkspaceSchema),
  /** The workspace every other route acts on for this session (or API key). */
  activeId: z.string(),
});
export type WorkspaceList = z.infer<typeof WorkspaceListSchema>;

export const CreateWorkspaceSchema = z.object({ name: WorkspaceNameSchema });
export type CreateWorkspace = z.infer<typeof CreateWorkspaceSchema>;
export const UpdateWorkspaceSchema = z.object({ name: WorkspaceNameSchema });
export type UpdateWorkspace = z.infer<typeof UpdateWorkspaceSchema>;

/** A person as shown beside their work (author, last editor, inviter, actor); null once they deleted their account. */
export const PersonSchema = z.object({ id: z.string(), name: z.string() });
export type Person = z.infer<typeof PersonSchema>;

export const MemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: WorkspaceRoleSchema,
  joinedAt: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;
export const MemberListSchema = z.object({ items: z.array(MemberSchema) });
export type MemberList = z.infer<typeof MemberListSchema>;

/** Owners may give any role (owner included); admins only the assignable ones. */
export const UpdateMemberSchema = z.object({ role: WorkspaceRoleSchema });
export type UpdateMember = z.infer<typeof UpdateMemberSchema>;

export const TransferOwnershipSchema = z.object({
  /** The member who becomes owner; the caller stays on as admin. */
  userId: z.string().min(1, "Choose the member who becomes owner"),
});
export type TransferOwnership = z.infer<typeof TransferOwnershipSchema>;

export const InvitationStatusSchema = z.enum(["pending", "expired"]);
export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: AssignableRoleSchema,
  invitedBy: PersonSchema.nullable(),
  createdAt: z.string(),
  /** When the e-mail was last sent (creation or resend). */
  sentAt: z.string(),
  expiresAt: z.string(),
  status: InvitationStatusSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.object({ items: z.array(InvitationSchema) });
export type InvitationList = z.infer<typeof InvitationListSchema>;

export const CreateInvitationSchema = z.object({
  email: z.email({ error: "Please enter a valid e-mail address" }).trim().toLowerCase().max(254),
  role: AssignableRoleSchema,
});
export type CreateInvitation = z.infer<typeof CreateInvitationSchema>;

export const AcceptInvitationSchema = z.object({
  token: z
    .string({ error: "The invitation link is incomplete" })
    .min(16, "The invitation link is incomplete")
    .max(200),
});
export type AcceptInvitation = z.infer<typeof AcceptInvitationSchema>;

/** What the accept page shows before the user accepts (no secrets, no member list). */
export const InvitationPreviewSchema = z.object({
  workspaceName: z.string(),
  email: z.string(),
  role: AssignableRoleSchema,
  invitedBy: PersonSchema.nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const ACTIVITY_TYPES = [
  "workspace.created",
  "workspace.renamed",
  "member.invited",
  "invitation.revoked",
  "member.joined",
  "member.removed",
  "member.left",
  "member.role_changed",
  "ownership.transferred",
  "invitation.resent",
  "content.created",
  "content.updated",
  "content.restored",
  "content.deleted",
  "analysis.deleted",
  "site.created",
  "site.updated",
  "site.deleted",
  "crawl.started",
  "crawl.paused",
  "crawl.resumed",
  "crawl.cancelled",
  "issue_rule.created",
  "issue_rule.deleted",
  "site_access.changed",
  "site_ownership.checked",
  "segment.created",
  "segment.updated",
  "segment.deleted",
  "project.created",
  "project.updated",
  "project.deleted",
  "project.checked",
  "report.created",
  "report.updated",
  "report.deleted",
  "report.shared",
  "report.share_revoked",
  "api_key.created",
  "api_key.revoked",
  "provider.connected",
  "provider.disconnected",
  "plan.changed",
] as const;
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

export const ActivityEntrySchema = z.object({
  id: z.string(),
  type: ActivityTypeSchema,
  /** Who did it; null for the system (billing events) or a deleted account. */
  actor: PersonSchema.nullable(),
  /** One plain sentence, e.g. "Ana invited bo@example.com as editor". */
  summary: z.string(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityQuerySchema = z.object({
  type: ActivityTypeSchema.optional(),
  actorId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Entries older than this entry's id (keyset paging, newest first). */
  before: z.string().max(100).optional(),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivityListSchema = z.object({
  items: z.array(ActivityEntrySchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type ActivityList = z.infer<typeof ActivityListSchema>;
