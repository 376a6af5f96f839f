import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationPreview,
  PENDING_INVITATIONS_PER_WORKSPACE,
  PLANS,
  ROLE_LABELS,
  WORKSPACE_MESSAGES,
  type WorkspaceRole,
} from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { CurrentUser, CurrentWorkspace } from "../../app-env";
import { inTransaction } from "../../db/in-transaction";
import type { Database, WorkspaceInvitationsTable } from "../../db/schema";
import { AppError } from "../../errors";
import { UPGRADE_URL } from "../quota/reserve-analysis";
import { countSeatsUsed } from "./count-seats-used";
import { lockWorkspace } from "./lock-workspace";
import type { MemberActor } from "./members";
import { toPerson } from "./person";
import { recordActivity } from "./record-activity";
import { invitationNotFound } from "./workspace-errors";

const DAY_MS = 86_400_000;

/** The invitation link's secret; only its SHA-256 is stored, so a database dump opens no workspace. */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

type InvitationRow = Selectable<WorkspaceInvitationsTable> & { inviter_name: string | null };

function toInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Invitation["role"],
    invitedBy: toPerson(row.invited_by, row.inviter_name),
    createdAt: row.created_at,
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    status: row.expires_at > now.toISOString() ? "pending" : "expired",
  };
}

function openInvitations(db: Kysely<Database>, workspaceId: string) {
  return db
    .selectFrom("workspace_invitations")
    .leftJoin("user", "user.id", "workspace_invitations.invited_by")
    .selectAll("workspace_invitations")
    .select("user.name as inviter_name")
    .where("workspace_invitations.workspace_id", "=", workspaceId)
    .where("workspace_invitations.accepted_at", "is", null)
    .where("workspace_invitations.revoked_at", "is", null);
}

/** Invitations neither accepted nor revoked (expired ones too, so they can be resent), newest first. */
export async function listInvitations(
  db: Kysely<Database>,
  workspaceId: string,
  now = new Date(),
): Promise<Invitation[]> {
  const rows = await openInvitations(db, workspaceId)
    .orderBy("workspace_invitations.created_at", "desc")
    .orderBy("workspace_invitations.id")
    .execute();
  return rows.map((row) => toInvitation(row, now));
}

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

    const { token, hash } = newToken();
    const row = {
      id: randomUUID(),
      workspace_id: workspace.id,
      email,
      role,
      token_hash: hash,
      invited_by: actor.userId,
      created_at: now.toISOString(),
      sent_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
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
  const { token, hash } = newToken();
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
        expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
      })
      .where("id", "=", invitationId)
      .execute();
    const row = await openInvitations(trx, workspace.id)
      .where("workspace_invitations.id", "=", invitationId)
      .executeTakeFirstOrThrow();
    return { invitation: toInvitation(row, now), token };
  });
}

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

function findByToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("workspace_invitations")
    .innerJoin("workspaces", "workspaces.id", "workspace_invitations.workspace_id")
    .leftJoin("user", "user.id", "workspace_invitations.invited_by")
    .selectAll("workspace_invitations")
    .select(["workspaces.name as workspace_name", "user.name as inviter_name"])
    .where("workspace_invitations.token_hash", "=", hashInvitationToken(token))
    .executeTakeFirst();
}

/** 402: the plan's seats are taken; the answer says where to upgrade. */
function seatLimit(plan: CurrentWorkspace["plan"], seats: number): AppError {
  return new AppError("PAYMENT_REQUIRED", WORKSPACE_MESSAGES.seatLimit(PLANS[plan].name, seats), {
    details: { seats, upgradeUrl: UPGRADE_URL },
  });
}

const invalid = () => new AppError("NOT_FOUND", WORKSPACE_MESSAGES.invitationInvalid);

/** What the accept page shows: workspace, role, inviter; 404 for an unknown, revoked, used or expired link. */
export async function previewInvitation(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const row = await findByToken(db, token);
  if (!row || row.revoked_at || row.accepted_at || row.expires_at <= now.toISOString()) throw invalid();
  return {
    workspaceName: row.workspace_name,
    email: row.email,
    role: row.role as InvitationPreview["role"],
    invitedBy: toPerson(row.invited_by, row.inviter_name),
    expiresAt: row.expires_at,
  };
}

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
    const row = await findByToken(trx, input.token);
    if (!row || row.revoked_at) throw invalid();
    if (row.accepted_at) {
      if (row.accepted_by === user.id) return row.workspace_id;
      throw new AppError("CONFLICT", WORKSPACE_MESSAGES.invitationUsed);
    }
    if (row.expires_at <= now.toISOString()) throw invalid();
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
      const again = await findByToken(trx, input.token);
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
