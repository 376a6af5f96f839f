import { deniedMessage, roleCan, WORKSPACE_MESSAGES, type WorkspaceAction } from "@ranklens/shared";
import type { Context } from "hono";
import type { AppEnv, CurrentWorkspace } from "../app-env";
import { AppError, unauthorized } from "../errors";
import { currentUser } from "../middleware/require-user";
import type { Actor } from "../workspaces/actor";
import { findMembership } from "../workspaces/workspace-membership";
import { currentWorkspace } from "./current-workspace";

/**
 * The one place a route asks "may the caller do this?" (ADR 012): the
 * request's workspace, if the caller's role there allows `action` (the table in
 * packages/shared/src/workspace-roles.ts); 403 with the policy's words if not.
 */
export async function authorize(c: Context<AppEnv>, action: WorkspaceAction): Promise<CurrentWorkspace> {
  return allow(await currentWorkspace(c), action);
}

/**
 * The same for a route that names its workspace (/workspaces/:id/…): a
 * workspace the caller is not a member of is 404, as if it did not exist; an
 * API key may only name its own.
 */
export async function authorizeIn(
  c: Context<AppEnv>,
  workspaceId: string,
  action: WorkspaceAction,
): Promise<CurrentWorkspace> {
  const user = c.get("user");
  if (!user) throw unauthorized();
  const keyWorkspace = c.get("authMethod") === "api-key" ? c.get("workspace") : null;
  const workspace = keyWorkspace
    ? keyWorkspace.id === workspaceId
      ? keyWorkspace
      : undefined
    : await findMembership(c.get("deps").db, workspaceId, user.id);
  if (!workspace) throw new AppError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  return allow(workspace, action);
}

function allow(workspace: CurrentWorkspace, action: WorkspaceAction): CurrentWorkspace {
  if (!roleCan(workspace.role, action)) {
    throw new AppError("FORBIDDEN", deniedMessage(workspace.role, action));
  }
  return workspace;
}

/** authorize(), as the Actor a write service takes: the workspace and the person acting in it. */
export async function authorizeActor(c: Context<AppEnv>, action: WorkspaceAction): Promise<Actor> {
  const workspace = await authorize(c, action);
  return { workspaceId: workspace.id, userId: currentUser(c).id };
}
