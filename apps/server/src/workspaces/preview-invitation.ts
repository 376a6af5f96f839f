import type { InvitationPreview } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { findInvitationByToken } from "./invitation-token";
import { toPerson } from "./person";
import { invitationInvalid } from "./workspace-errors";

/** What the accept page shows: workspace, role, inviter; 404 for an unknown, revoked, used or expired link. */
export async function previewInvitation(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const row = await findInvitationByToken(db, token);
  if (!row || row.revoked_at || row.accepted_at || row.expires_at <= now.toISOString())
    throw invitationInvalid();
  return {
    workspaceName: row.workspace_name,
    email: row.email,
    role: row.role as InvitationPreview["role"],
    invitedBy: toPerson(row.invited_by, row.inviter_name),
    expiresAt: row.expires_at,
  };
}
