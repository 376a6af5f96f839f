/**
 * Who may do what in a workspace: the one table of actions and the roles allowed
 * each. The server's policy module (apps/server/src/policy) enforces it on every
 * route; the web app reads the same table to disable the controls a role cannot
 * use, so a button and the API never disagree. Nothing checks a role anywhere else.
 */

export const WORKSPACE_ROLES = ["owner", "admin", "editor", "viewer"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Roles an invitation or a role change may give; ownership moves only by transfer or by an owner. */
export const ASSIGNABLE_ROLES = ["admin", "editor", "viewer"] as const satisfies readonly WorkspaceRole[];

const EVERYONE = WORKSPACE_ROLES;
const EDITORS = ["owner", "admin", "editor"] as const;
const ADMINS = ["owner", "admin"] as const;
const OWNERS = ["owner"] as const;

/**
 * Each action with the roles that may perform it and the words a refusal uses
 * ("Your role (viewer) cannot <denied>."). Reading a workspace's data is open to
 * every member; changing it needs editor; people and settings need admin;
 * money and the workspace's existence need owner.
 */
export const WORKSPACE_POLICY = {
  "content.read": { roles: EVERYONE, denied: "read content" },
  "content.write": { roles: EDITORS, denied: "create or change content" },
  "content.delete": { roles: EDITORS, denied: "delete content" },
  "analysis.read": { roles: EVERYONE, denied: "see analyses" },
  "analysis.run": { roles: EDITORS, denied: "run analyses" },
  "analysis.delete": { roles: EDITORS, denied: "delete analyses" },
  "site.view": { roles: EVERYONE, denied: "see site audits" },
  /** Create, change and delete sites; start, pause, resume and cancel their crawls. */
  "site.manage": { roles: EDITORS, denied: "manage sites or their crawls" },
  "project.view": { roles: EVERYONE, denied: "see monitoring projects" },
  /** Create, change and delete projects; "Check now". */
  "project.manage": { roles: EDITORS, denied: "manage monitoring projects" },
  "report.view": { roles: EVERYONE, denied: "see or download reports" },
  /** Create, change and delete reports, their schedules, share links and the workspace's report branding. */
  "report.manage": { roles: EDITORS, denied: "manage reports" },
  "assistant.use": { roles: EDITORS, denied: "use the writing assistant" },
  "usage.read": { roles: EVERYONE, denied: "see usage" },
  "apiKey.read": { roles: EVERYONE, denied: "see API keys" },
  /** Which search-data providers are connected (never their credentials). */
  "providers.read": { roles: EVERYONE, denied: "see search-data providers" },
  /** Connect, test and disconnect them: they spend the workspace's money at the provider. */
  "providers.manage": { roles: ADMINS, denied: "connect or disconnect search-data providers" },
  /** A key acts with its creator's role, so a viewer's key can only read. */
  "apiKey.create": { roles: EVERYONE, denied: "create API keys" },
  /** Anyone may revoke their own key; this is revoking someone else's. */
  "apiKey.revokeAny": { roles: ADMINS, denied: "revoke other members' API keys" },
  "workspace.switch": { roles: EVERYONE, denied: "switch to this workspace" },
  "members.read": { roles: EVERYONE, denied: "see members" },
  "members.manage": { roles: ADMINS, denied: "change or remove members" },
  "invitations.manage": { roles: ADMINS, denied: "invite people or manage invitations" },
  "workspace.rename": { roles: ADMINS, denied: "rename the workspace" },
  "activity.read": { roles: ADMINS, denied: "see the activity log" },
  "billing.manage": { roles: OWNERS, denied: "manage the plan and billing" },
  "workspace.delete": { roles: OWNERS, denied: "delete the workspace" },
  "ownership.transfer": { roles: OWNERS, denied: "transfer ownership" },
  "support.contact": { roles: EVERYONE, denied: "contact support" },
} as const satisfies Record<string, { roles: readonly WorkspaceRole[]; denied: string }>;

export type WorkspaceAction = keyof typeof WORKSPACE_POLICY;

/** Whether `role` may perform `action`. */
export function roleCan(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return (WORKSPACE_POLICY[action].roles as readonly WorkspaceRole[]).includes(role);
}

/** The 403 message for a refused action. */
export function deniedMessage(role: WorkspaceRole, action: WorkspaceAction): string {
  return `Your role (${role}) cannot ${WORKSPACE_POLICY[action].denied} in this workspace.`;
}

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: "Owner",
  admin: "Admin",
  editor: "Editor",
  viewer: "Viewer",
};

export const ROLE_DESCRIPTIONS: Record<WorkspaceRole, string> = {
  owner: "Everything, including billing, transferring ownership and deleting the workspace",
  admin: "Members, invitations and settings, plus everything an editor does",
  editor: "Create and change content, run analyses and site audits",
  viewer: "Read only",
};
