import type { WorkspaceRole } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { lastOwner, memberNotFound } from "./workspace-errors";

/** A member with their name, e-mail and role; 404 when they are not one. */
export async function findMember(trx: Kysely<Database>, workspaceId: string, userId: string) {
  const row = await trx
    .selectFrom("workspace_members")
    .innerJoin("user", "user.id", "workspace_members.user_id")
    .select(["user.name as name", "user.email as email", "workspace_members.role as role"])
    .where("workspace_members.workspace_id", "=", workspaceId)
    .where("workspace_members.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw memberNotFound();
  return { ...row, role: row.role as WorkspaceRole };
}

/** 409 unless the workspace has another owner besides the one about to go. */
export async function assertAnotherOwner(trx: Kysely<Database>, workspaceId: string): Promise<void> {
  const owners = await trx
    .selectFrom("workspace_members")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  if (Number(owners.n) < 2) throw lastOwner();
}
