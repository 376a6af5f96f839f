import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Deletes a workspace and everything in it (content, analyses, keys, invitations,
 * activity: ON DELETE CASCADE). Sessions acting on it fall back to their
 * user's next workspace; a user left with none gets a new one on their next request.
 */
export async function deleteWorkspace(db: Kysely<Database>, workspaceId: string): Promise<void> {
  await db.deleteFrom("workspaces").where("id", "=", workspaceId).execute();
}
