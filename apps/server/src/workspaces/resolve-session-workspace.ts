import { type Kysely, sql } from "kysely";
import type { CurrentWorkspace } from "../app-env";
import type { CurrentUser } from "../auth/current-user";
import type { Database } from "../db/schema";
import { ensureWorkspace } from "./ensure-workspace";
import { MEMBERSHIP_COLUMNS, toCurrentWorkspace } from "./workspace-membership";

/**
 * The workspace a session acts on, in one indexed query: the session's active
 * workspace while the user is still a member of it, else their oldest
 * membership. Read on every request and never cached, so a removed member or
 * a changed role takes effect on the very next request, in every session.
 */
export async function resolveSessionWorkspace(
  db: Kysely<Database>,
  user: CurrentUser,
  sessionId: string | null,
): Promise<CurrentWorkspace> {
  const find = () =>
    db
      .selectFrom("workspace_members")
      .innerJoin("workspaces", "workspaces.id", "workspace_members.workspace_id")
      .leftJoin("session_workspaces", (join) =>
        join
          .onRef("session_workspaces.workspace_id", "=", "workspace_members.workspace_id")
          .on("session_workspaces.session_id", "=", sessionId ?? ""),
      )
      .select(MEMBERSHIP_COLUMNS)
      .where("workspace_members.user_id", "=", user.id)
      .orderBy(sql`case when session_workspaces.session_id is null then 1 else 0 end`)
      .orderBy("workspace_members.created_at")
      .orderBy("workspaces.id")
      .limit(1)
      .executeTakeFirst();
  let row = await find();
  if (!row) {
    await ensureWorkspace(db, user);
    row = await find();
  }
  if (!row) throw new Error("no workspace after ensureWorkspace");
  return toCurrentWorkspace(row);
}
