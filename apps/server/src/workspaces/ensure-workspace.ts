import type { Kysely } from "kysely";
import type { CurrentUser } from "../auth/current-user";
import type { Database } from "../db/schema";
import { createWorkspace } from "./create-workspace";
import { personalWorkspaceName } from "./personal-workspace-name";

/**
 * Gives a user without any membership a workspace of their own. Sign-up calls
 * it; request resolution calls it too, for an account whose sign-up hook did
 * not run (created before workspaces, or the hook failed) or who deleted their
 * last workspace, so no signed-in user is ever without one.
 */
export async function ensureWorkspace(db: Kysely<Database>, user: CurrentUser): Promise<void> {
  const member = await db
    .selectFrom("workspace_members")
    .select("workspace_id")
    .where("user_id", "=", user.id)
    .limit(1)
    .executeTakeFirst();
  if (member) return;
  await createWorkspace(db, {
    userId: user.id,
    userName: user.name || user.email,
    name: personalWorkspaceName(user.name, user.email),
  });
}
