import type { PlanId, WorkspaceRole } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { CurrentWorkspace } from "../app-env";
import type { Database } from "../db/schema";

/** The columns that make a CurrentWorkspace, from `workspaces` joined with the caller's `workspace_members` row. */
export const MEMBERSHIP_COLUMNS = [
  "workspaces.id as id",
  "workspaces.name as name",
  "workspaces.plan as plan",
  "workspace_members.role as role",
] as const;

export function toCurrentWorkspace(row: {
  id: string;
  name: string;
  plan: string;
  role: string;
}): CurrentWorkspace {
  return {
    id: row.id,
    name: row.name,
    plan: (row.plan === "pro" ? "pro" : "basic") satisfies PlanId,
    role: row.role as WorkspaceRole,
  };
}

/** The user's membership of one workspace, or undefined when they are not a member (callers answer 404). */
export async function findMembership(
  db: Kysely<Database>,
  workspaceId: string,
  userId: string,
): Promise<CurrentWorkspace | undefined> {
  const row = await db
    .selectFrom("workspace_members")
    .innerJoin("workspaces", "workspaces.id", "workspace_members.workspace_id")
    .select(MEMBERSHIP_COLUMNS)
    .where("workspace_members.workspace_id", "=", workspaceId)
    .where("workspace_members.user_id", "=", userId)
    .executeTakeFirst();
  return row ? toCurrentWorkspace(row) : undefined;
}
