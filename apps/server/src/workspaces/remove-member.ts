import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import type { MemberActor } from "./actor";
import { lockWorkspace } from "./lock-workspace";
import { assertAnotherOwner, findMember } from "./member-rules";
import { recordActivity } from "./record-activity";
import { onlyOwnersGrantOwner } from "./workspace-errors";

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
