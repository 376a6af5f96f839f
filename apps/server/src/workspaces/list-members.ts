import type { Member, WorkspaceRole } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

const ROLE_ORDER: Record<string, number> = { owner: 0, admin: 1, editor: 2, viewer: 3 };

/** The workspace's members, owners first, then by name. */
export async function listMembers(db: Kysely<Database>, workspaceId: string): Promise<Member[]> {
  const rows = await db
    .selectFrom("workspace_members")
    .innerJoin("user", "user.id", "workspace_members.user_id")
    .select([
      "user.id as userId",
      "user.name as name",
      "user.email as email",
      "workspace_members.role as role",
      "workspace_members.created_at as joinedAt",
    ])
    .where("workspace_members.workspace_id", "=", workspaceId)
    .execute();
  return rows
    .map((row) => ({ ...row, role: row.role as WorkspaceRole }))
    .sort((a, b) => (ROLE_ORDER[a.role] ?? 9) - (ROLE_ORDER[b.role] ?? 9) || a.name.localeCompare(b.name));
}
