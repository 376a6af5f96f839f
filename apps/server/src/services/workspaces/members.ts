import { type Member, ROLE_LABELS, type WorkspaceRole } from "@ranklens/shared";
import type { Kysely } from "kysely";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import type { Actor } from "./actor";
import { lockWorkspace } from "./lock-workspace";
import { recordActivity } from "./record-activity";
import { lastOwner, memberNotFound, onlyOwnersGrantOwner } from "./workspace-errors";

/** The acting member: who, where, under which name and with which role. */
export interface MemberActor extends Actor {
  userName: string;
  role: WorkspaceRole;
}

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

async function findMember(trx: Kysely<Database>, workspaceId: string, userId: string) {
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

async function assertAnotherOwner(trx: Kysely<Database>, workspaceId: string): Promise<void> {
  const owners = await trx
    .selectFrom("workspace_members")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  if (Number(owners.n) < 2) throw lastOwner();
}

/**
 * Gives a member another role. Only an owner may make someone owner or change
 * an owner's role (the policy lets admins manage members, not owners), and
 * the last owner keeps the role. Returns the member as now stored.
 */
export async function changeMemberRole(
  db: Kysely<Database>,
  actor: MemberActor,
  targetUserId: string,
  role: WorkspaceRole,
): Promise<Member> {
  return inTransaction(db, async (trx) => {
    await lockWorkspace(trx, actor.workspaceId);
    const target = await findMember(trx, actor.workspaceId, targetUserId);
    if ((role === "owner" || target.role === "owner") && actor.role !== "owner") throw onlyOwnersGrantOwner();
    if (target.role !== role) {
      if (target.role === "owner") await assertAnotherOwner(trx, actor.workspaceId);
      await trx
        .updateTable("workspace_members")
        .set({ role })
        .where("workspace_id", "=", actor.workspaceId)
        .where("user_id", "=", targetUserId)
        .execute();
      await recordActivity(trx, {
        workspaceId: actor.workspaceId,
        actorId: actor.userId,
        type: "member.role_changed",
        summary: `${actor.userName} changed ${target.name}'s role from ${ROLE_LABELS[target.role]} to ${ROLE_LABELS[role]}`,
      });
    }
    const [member] = (await listMembers(trx, actor.workspaceId)).filter((m) => m.userId === targetUserId);
    if (!member) throw memberNotFound();
    return member;
  });
}

/**
 * Ends a membership: someone removed by an admin or owner, or leaving (target
 * is the actor). Their access ends on their next request, in every session
 * (membership is read per request); their API keys for this workspace are
 * revoked. The last owner can neither leave nor be removed.
 */
export async function removeMember(
  db: Kysely<Database>,
  actor: MemberActor,
  targetUserId: string,
): Promise<void> {
  const leaving = targetUserId === actor.userId;
  await inTransaction(db, async (trx) => {
    await lockWorkspace(trx, actor.workspaceId);
    const target = await findMember(trx, actor.workspaceId, targetUserId);
    if (!leaving && target.role === "owner" && actor.role !== "owner") throw onlyOwnersGrantOwner();
    if (target.role === "owner") await assertAnotherOwner(trx, actor.workspaceId);
    await trx
      .deleteFrom("workspace_members")
      .where("workspace_id", "=", actor.workspaceId)
      .where("user_id", "=", targetUserId)
      .execute();
    await trx
      .updateTable("api_keys")
      .set({ revoked_at: new Date().toISOString() })
      .where("workspace_id", "=", actor.workspaceId)
      .where("created_by", "=", targetUserId)
      .where("revoked_at", "is", null)
      .execute();
    await recordActivity(trx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      type: leaving ? "member.left" : "member.removed",
      summary: leaving
        ? `${actor.userName} left the workspace`
        : `${actor.userName} removed ${target.name} (${target.email})`,
    });
  });
}

/** Makes another member owner and the acting owner an admin, in one step. */
export async function transferOwnership(
  db: Kysely<Database>,
  actor: MemberActor,
  targetUserId: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockWorkspace(trx, actor.workspaceId);
    if (targetUserId === actor.userId) throw memberNotFound();
    const target = await findMember(trx, actor.workspaceId, targetUserId);
    await trx
      .updateTable("workspace_members")
      .set({ role: "owner" })
      .where("workspace_id", "=", actor.workspaceId)
      .where("user_id", "=", targetUserId)
      .execute();
    await trx
      .updateTable("workspace_members")
      .set({ role: "admin" })
      .where("workspace_id", "=", actor.workspaceId)
      .where("user_id", "=", actor.userId)
      .execute();
    await recordActivity(trx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      type: "ownership.transferred",
      summary: `${actor.userName} transferred ownership to ${target.name}`,
    });
  });
}
