import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Makes `workspaceId` the one this session acts on (the caller checked membership). */
export async function activateWorkspace(
  db: Kysely<Database>,
  sessionId: string,
  workspaceId: string,
): Promise<void> {
  await db
    .insertInto("session_workspaces")
    .values({ session_id: sessionId, workspace_id: workspaceId })
    .onConflict((oc) => oc.column("session_id").doUpdateSet({ workspace_id: workspaceId }))
    .execute();
}
