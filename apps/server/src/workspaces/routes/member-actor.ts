import type { WorkspaceAction } from "@ranklens/shared";
import type { Context } from "hono";
import type { AppEnv, CurrentWorkspace } from "../../app-env";
import { currentUser } from "../../middleware/require-user";
import { authorizeIn } from "../../policy/authorize";
import type { MemberActor } from "../actor";

/** authorizeIn() for the workspace named in the path, as the MemberActor the workspace services take. */
export async function memberActor(
  c: Context<AppEnv>,
  workspaceId: string,
  action: WorkspaceAction,
): Promise<MemberActor & { workspace: CurrentWorkspace }> {
  const workspace = await authorizeIn(c, workspaceId, action);
  const user = currentUser(c);
  return { workspaceId: workspace.id, userId: user.id, userName: user.name, role: workspace.role, workspace };
}
