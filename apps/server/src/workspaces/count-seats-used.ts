import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Members plus open (not accepted, revoked or expired) invitations: what the plan's seats are measured against. */
export async function countSeatsUsed(db: Kysely<Database>, workspaceId: string, now: Date): Promise<number> {
  const members = await db
    .selectFrom("workspace_members")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  const invitations = await db
    .selectFrom("workspace_invitations")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(members.n) + Number(invitations.n);
}
