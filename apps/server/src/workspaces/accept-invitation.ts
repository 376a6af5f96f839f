import { ROLE_LABELS, WORKSPACE_MESSAGES, type WorkspaceRole } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { CurrentWorkspace } from "../app-env";
import type { CurrentUser } from "../auth/current-user";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import { findInvitationByToken } from "./invitation-token";
import { lockWorkspace } from "./lock-workspace";
import { recordActivity } from "./record-activity";
import { invitationInvalid, seatLimit } from "./workspace-errors";

/**
 * Accepts an invitation as the signed-in user, who must have the invited
 * address. Single use: the claim is one conditional UPDATE, so of two
 * simultaneous accepts exactly one claims it; the same person accepting again
 * (a double click, a second tab) gets the workspace back, anyone else a 409.
 * Returns the workspace id.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  input: {
    token: string;
    user: CurrentUser;
    seats: (workspace: CurrentWorkspace["plan"]) => number | null;
    now?: Date;
  },
): Promise<string> {
  const now = input.now ?? new Date();
  const { user } = input;
  return inTransaction(db, async (trx) => {
    const row = await findInvitationByToken(trx, input.token);
    if (!row || row.revoked_at) throw invitationInvalid();
    if (row.accepted_at) {
      if (row.accepted_by === user.id) return row.workspace_id;
      throw new AppError("CONFLICT", WORKSPACE_MESSAGES.invitationUsed);
    }
    if (row.expires_at <= now.toISOString()) throw invitationInvalid();
    if (row.email !== user.email.toLowerCase()) {
      throw new AppError("FORBIDDEN", WORKSPACE_MESSAGES.invitationWrongEmail(row.email));
    }
    await lockWorkspace(trx, row.workspace_id);
    const claimed = await trx
      .updateTable("workspace_invitations")
      .set({ accepted_at: now.toISOString(), accepted_by: user.id })
      .where("id", "=", row.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) {
      const again = await findInvitationByToken(trx, input.token);
      if (again?.accepted_by === user.id) return row.workspace_id;
      throw new AppError("CONFLICT", WORKSPACE_MESSAGES.invitationUsed);
    }
    const workspace = await trx
      .selectFrom("workspaces")
      .select(["plan", "name"])
      .where("id", "=", row.workspace_id)
      .executeTakeFirstOrThrow();
    const plan = workspace.plan === "pro" ? "pro" : "basic";
    const seats = input.seats(plan);
    const members = await trx
      .selectFrom("workspace_members")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("workspace_id", "=", row.workspace_id)
      .executeTakeFirstOrThrow();
    // The invitation held a seat; a plan downgraded since may have fewer.
    if (seats !== null && Number(members.n) >= seats) throw seatLimit(plan, seats);
    const joined = await trx
      .insertInto("workspace_members")
      .values({
        workspace_id: row.workspace_id,
        user_id: user.id,
        role: row.role,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(["workspace_id", "user_id"]).doNothing())
      .returning("user_id")
      .executeTakeFirst();
    if (joined) {
      await recordActivity(trx, {
        workspaceId: row.workspace_id,
        actorId: user.id,
        type: "member.joined",
        summary: `${user.name} (${user.email}) joined as ${ROLE_LABELS[row.role as WorkspaceRole]}`,
        now,
      });
    }
    return row.workspace_id;
  });
}
