import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import type { MemberActor } from "./actor";
import { recordActivity } from "./record-activity";
import { invitationNotFound } from "./workspace-errors";

/** Revokes an open invitation: its link stops working at once. */
export async function revokeInvitation(
  db: Kysely<Database>,
  actor: MemberActor,
  invitationId: string,
  now = new Date(),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable("workspace_invitations")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", invitationId)
      .where("workspace_id", "=", actor.workspaceId)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .returning("email")
      .executeTakeFirst();
    if (!row) throw invitationNotFound();
    await recordActivity(trx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      type: "invitation.revoked",
      summary: `${actor.userName} revoked the invitation of ${row.email}`,
      now,
    });
  });
}
