import { randomUUID } from "node:crypto";
import { WORKSPACE_MESSAGES, WORKSPACES_PER_USER } from "@ranklens/shared";
import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import { recordActivity } from "./record-activity";

export interface CreateWorkspaceInput {
  userId: string;
  userName: string;
  name: string;
  now?: Date;
}

/**
 * A new workspace on the Basic plan with its creator as owner; returns its id.
 * One person may own at most WORKSPACES_PER_USER.
 */
export async function createWorkspace(db: Kysely<Database>, input: CreateWorkspaceInput): Promise<string> {
  const id = randomUUID();
  const now = (input.now ?? new Date()).toISOString();
  await inTransaction(db, async (trx) => {
    const owned = await trx
      .selectFrom("workspace_members")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("user_id", "=", input.userId)
      .where("role", "=", "owner")
      .executeTakeFirstOrThrow();
    if (Number(owned.n) >= WORKSPACES_PER_USER) {
      throw new AppError("CONFLICT", WORKSPACE_MESSAGES.tooManyWorkspaces(WORKSPACES_PER_USER));
    }
    await trx
      .insertInto("workspaces")
      .values({
        id,
        name: input.name,
        plan: "basic",
        created_by: input.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto("workspace_members")
      .values({ workspace_id: id, user_id: input.userId, role: "owner", created_at: now })
      .execute();
    await recordActivity(trx, {
      workspaceId: id,
      actorId: input.userId,
      type: "workspace.created",
      summary: `${input.userName} created the workspace “${input.name}”`,
      now: input.now,
    });
  });
  return id;
}
