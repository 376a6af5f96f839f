import { randomUUID } from "node:crypto";
import type { ActivityType } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export interface ActivityInput {
  workspaceId: string;
  /** Null for the system (a Stripe event, the operator CLI). */
  actorId: string | null;
  type: ActivityType;
  /** One sentence with the names as they are now, e.g. "Ana invited bo@example.com as editor". */
  summary: string;
  now?: Date;
}

/**
 * Appends one entry to a workspace's activity log, after the change it records
 * succeeded (inside its transaction where it has one), so the log never claims
 * something that did not happen.
 */
export async function recordActivity(db: Kysely<Database>, input: ActivityInput): Promise<void> {
  const at = input.now ?? new Date();
  await db
    .insertInto("activity_log")
    .values({
      // Time-ordered ids: keyset paging by id follows creation order.
      id: `${at.getTime().toString(36).padStart(9, "0")}-${randomUUID()}`,
      workspace_id: input.workspaceId,
      actor_id: input.actorId,
      type: input.type,
      summary: input.summary,
      created_at: at.toISOString(),
    })
    .execute();
}
