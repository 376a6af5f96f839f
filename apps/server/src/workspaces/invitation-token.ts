import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The invitation link's secret; only its SHA-256 is stored, so a database dump opens no workspace. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** An invitation by the token of its link, with its workspace's and inviter's names. */
export function findInvitationByToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("workspace_invitations")
    .innerJoin("workspaces", "workspaces.id", "workspace_invitations.workspace_id")
    .leftJoin("user", "user.id", "workspace_invitations.invited_by")
    .selectAll("workspace_invitations")
    .select(["workspaces.name as workspace_name", "user.name as inviter_name"])
    .where("workspace_invitations.token_hash", "=", hashInvitationToken(token))
    .executeTakeFirst();
}
