import type { Workspace } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { planLimits } from "../quota/plan-limits";
import { toCurrentWorkspace } from "./workspace-membership";

/** Every workspace the user belongs to, oldest membership first, with their role and the member count. */
export async function listWorkspaces(
  db: Kysely<Database>,
  userId: string,
  billingEnabled: boolean,
): Promise<Workspace[]> {
  const rows = await db
    .selectFrom("workspace_members as mine")
    .innerJoin("workspaces", "workspaces.id", "mine.workspace_id")
    .select((eb) => [
      "workspaces.id as id",
      "workspaces.name as name",
      "workspaces.plan as plan",
      "workspaces.created_at as createdAt",
      "mine.role as role",
      eb
        .selectFrom("workspace_members as all_members")
        .select(eb.fn.countAll<number | string>().as("n"))
        .whereRef("all_members.workspace_id", "=", "mine.workspace_id")
        .as("memberCount"),
    ])
    .where("mine.user_id", "=", userId)
    .orderBy("mine.created_at")
    .orderBy("workspaces.id")
    .execute();
  return rows.map((row) => toWorkspace(row, billingEnabled));
}

/** One workspace of the user, as listWorkspaces() shows it; undefined when they are not a member. */
export async function getWorkspace(
  db: Kysely<Database>,
  userId: string,
  workspaceId: string,
  billingEnabled: boolean,
): Promise<Workspace | undefined> {
  return (await listWorkspaces(db, userId, billingEnabled)).find((w) => w.id === workspaceId);
}

function toWorkspace(
  row: {
    id: string;
    name: string;
    plan: string;
    role: string;
    createdAt: string;
    memberCount: number | string | null;
  },
  billingEnabled: boolean,
): Workspace {
  const current = toCurrentWorkspace(row);
  return {
    ...current,
    memberCount: Number(row.memberCount ?? 0),
    seats: planLimits(current.plan, billingEnabled).seats,
    createdAt: row.createdAt,
  };
}
