import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import type { Actor } from "./actor";
import { recordActivity } from "./record-activity";

export async function renameWorkspace(
  db: Kysely<Database>,
  actor: Actor & { userName: string },
  name: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom("workspaces")
      .select("name")
      .where("id", "=", actor.workspaceId)
      .executeTakeFirstOrThrow();
    if (before.name === name) return;
    await trx
      .updateTable("workspaces")
      .set({ name, updated_at: new Date().toISOString() })
      .where("id", "=", actor.workspaceId)
      .execute();
    await recordActivity(trx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      type: "workspace.renamed",
      summary: `${actor.userName} renamed the workspace from “${before.name}” to “${name}”`,
    });
  });
}
