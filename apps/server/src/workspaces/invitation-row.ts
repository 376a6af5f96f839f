import { INVITATION_TTL_DAYS, type Invitation } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, WorkspaceInvitationsTable } from "../db/schema";
import { toPerson } from "./person";

const DAY_MS = 86_400_000;

/** When an invitation sent at `now` stops working. */
export function invitationExpiry(now: Date): string {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString();
}

type InvitationRow = Selectable<WorkspaceInvitationsTable> & { inviter_name: string | null };

export function toInvitation(row: InvitationRow, now: Date): Invitation {
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

/** Invitations neither accepted nor revoked, with the inviter's name. */
export function openInvitations(db: Kysely<Database>, workspaceId: string) {
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
