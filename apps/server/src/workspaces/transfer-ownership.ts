import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import type { MemberActor } from "./actor";
import { lockWorkspace } from "./lock-workspace";
import { findMember } from "./member-rules";
import { recordActivity } from "./record-activity";
import { memberNotFound } from "./workspace-errors";

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
