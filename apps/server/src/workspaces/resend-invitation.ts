import type { Kysely } from "kysely";
import type { CurrentWorkspace } from "../app-env";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import { countSeatsUsed } from "./count-seats-used";
import type { CreatedInvitation } from "./create-invitation";
import { invitationExpiry, openInvitations, toInvitation } from "./invitation-row";
import { newInvitationToken } from "./invitation-token";
import { lockWorkspace } from "./lock-workspace";
import { invitationNotFound, seatLimit } from "./workspace-errors";

/**
 * A fresh link (the old one stops working) and 7 more days; for pending and
 * expired invitations. An expired one held no seat, so bringing it back needs
 * a free one (402 otherwise), like a new invitation.
 */
export async function resendInvitation(
  db: Kysely<Database>,
  input: { workspace: CurrentWorkspace; invitationId: string; seats: number | null; now?: Date },
): Promise<CreatedInvitation> {
  const now = input.now ?? new Date();
  const { workspace, invitationId } = input;
  const { token, hash } = newInvitationToken();
  return inTransaction(db, async (trx) => {
    await lockWorkspace(trx, workspace.id);
    const current = await openInvitations(trx, workspace.id)
      .where("workspace_invitations.id", "=", invitationId)
      .executeTakeFirst();
    if (!current) throw invitationNotFound();
    const expired = current.expires_at <= now.toISOString();
    if (expired && input.seats !== null && (await countSeatsUsed(trx, workspace.id, now)) >= input.seats) {
      throw seatLimit(workspace.plan, input.seats);
    }
    await trx
      .updateTable("workspace_invitations")
      .set({
        token_hash: hash,
        sent_at: now.toISOString(),
        expires_at: invitationExpiry(now),
      })
      .where("id", "=", invitationId)
      .execute();
    const row = await openInvitations(trx, workspace.id)
      .where("workspace_invitations.id", "=", invitationId)
      .executeTakeFirstOrThrow();
    return { invitation: toInvitation(row, now), token };
  });
}
