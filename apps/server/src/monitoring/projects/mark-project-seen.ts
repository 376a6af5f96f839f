import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Actor } from "../../workspaces/actor";
import { findProject } from "./find-project";

/**
 * Records that the member opened the project now: its `newChanges` counts from here. A separate
 * call (POST /projects/:id/seen) rather than a side effect of GET, so reading a project (a
 * script with an API key, a prefetch) never clears anyone's "new since your last visit".
 */
export async function markProjectSeen(
  db: Kysely<Database>,
  actor: Actor,
  projectId: string,
  now: Date,
): Promise<void> {
  await findProject(db, actor.workspaceId, projectId);
  const seenAt = now.toISOString();
  await db
    .insertInto("project_visits")
    .values({ project_id: projectId, user_id: actor.userId, seen_at: seenAt })
    .onConflict((oc) => oc.columns(["project_id", "user_id"]).doUpdateSet({ seen_at: seenAt }))
    .execute();
}
