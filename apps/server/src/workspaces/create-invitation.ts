import { randomUUID } from "node:crypto";
import {
  type Invitation,
  PENDING_INVITATIONS_PER_WORKSPACE,
  ROLE_LABELS,
  WORKSPACE_MESSAGES,
  type WorkspaceRole,
} from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { CurrentWorkspace } from "../app-env";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import type { MemberActor } from "./actor";
import { countSeatsUsed } from "./count-seats-used";
import { invitationExpiry, listInvitations, openInvitations, toInvitation } from "./invitation-row";
import { newInvitationToken } from "./invitation-token";
import { lockWorkspace } from "./lock-workspace";
import { recordActivity } from "./record-activity";
import { seatLimit } from "./workspace-errors";

export interface CreateInvitationInput {
  actor: MemberActor;
  workspace: CurrentWorkspace;
  email: string;
  role: WorkspaceRole;
  /** Members the plan allows; null = no limit. */
  seats: number | null;
  now?: Date;
}

/** An invitation and the secret for its link (given to the mailer, never stored or returned by the API). */
export interface CreatedInvitation {
  invitation: Invitation;
  token: string;
}

/**
 * Invites an address. Refused when it already is a member or has an open
 * invitation (409), when members plus open invitations fill the plan's seats
 * (402, with where to upgrade), or when too many invitations are open. An
 * expired invitation to the same address is replaced.
 */
export async function createInvitation(
  db: Kysely<Database>,
  input: CreateInvitationInput,
): Promise<CreatedInvitation> {
  const now = input.now ?? new Date();
  const { actor, workspace, email, role } = input;
  return inTransaction(db, async (trx) => {
    await lockWorkspace(trx, workspace.id);
    const member = await trx
      .selectFrom("workspace_members")
      .innerJoin("user", "user.id", "workspace_members.user_id")
      .select("user.id")
      .where("workspace_members.workspace_id", "=", workspace.id)
      .where("user.email", "=", email)
      .executeTakeFirst();
    if (member) throw new AppError("CONFLICT", WORKSPACE_MESSAGES.alreadyMember(email));

    const existing = await openInvitations(trx, workspace.id)
      .where("workspace_invitations.email", "=", email)
      .executeTakeFirst();
    if (existing && existing.expires_at > now.toISOString()) {
      throw new AppError("CONFLICT", WORKSPACE_MESSAGES.alreadyInvited(email));
    }
    if (existing) {
      await trx
        .updateTable("workspace_invitations")
        .set({ revoked_at: now.toISOString() })
        .where("id", "=", existing.id)
        .execute();
    }

    if (input.seats !== null && (await countSeatsUsed(trx, workspace.id, now)) >= input.seats) {
      throw seatLimit(workspace.plan, input.seats);
    }
    const open = (await listInvitations(trx, workspace.id, now)).filter((i) => i.status === "pending");
    if (open.length >= PENDING_INVITATIONS_PER_WORKSPACE) {
      throw new AppError(
        "CONFLICT",
        WORKSPACE_MESSAGES.tooManyInvitations(PENDING_INVITATIONS_PER_WORKSPACE),
      );
    }

    const { token, hash } = newInvitationToken();
    const row = {
      id: randomUUID(),
      workspace_id: workspace.id,
      email,
      role,
      token_hash: hash,
      invited_by: actor.userId,
      created_at: now.toISOString(),
      sent_at: now.toISOString(),
      expires_at: invitationExpiry(now),
      accepted_at: null,
      accepted_by: null,
      revoked_at: null,
    };
    // The partial unique index stops a second open invitation to the address from a concurrent request.
    const inserted = await trx
      .insertInto("workspace_invitations")
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) throw new AppError("CONFLICT", WORKSPACE_MESSAGES.alreadyInvited(email));
    await recordActivity(trx, {
      workspaceId: workspace.id,
      actorId: actor.userId,
      type: "member.invited",
      summary: `${actor.userName} invited ${email} as ${ROLE_LABELS[role]}`,
      now,
    });
    return { invitation: toInvitation({ ...row, inviter_name: actor.userName }, now), token };
  });
}
