import { type Member, ROLE_LABELS, type WorkspaceRole } from "@ranklens/shared";
import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import type { MemberActor } from "./actor";
import { listMembers } from "./list-members";
import { lockWorkspace } from "./lock-workspace";
import { assertAnotherOwner, findMember } from "./member-rules";
import { recordActivity } from "./record-activity";
import { memberNotFound, onlyOwnersGrantOwner } from "./workspace-errors";

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
