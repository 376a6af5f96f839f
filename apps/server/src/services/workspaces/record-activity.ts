import { randomUUID } from "node:crypto";
import type { ActivityType } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { pruneActivity } from "./activity";

let lastMs = 0;
let sequence = 0;

/**
 * Time-ordered ids, so keyset paging by id follows creation order: the
 * millisecond, a counter for entries of the same millisecond on this process,
 * and a random part that keeps ids from several servers unique.
 */
function activityId(at: Date): string {
  const ms = at.getTime();
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  return `${ms.toString(36).padStart(9, "0")}-${sequence.toString(36).padStart(3, "0")}-${randomUUID()}`;
}

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
      id: activityId(at),
      workspace_id: input.workspaceId,
      actor_id: input.actorId,
      type: input.type,
      summary: input.summary,
      created_at: at.toISOString(),
    })
    .execute();
  // Entries past the retention are dead weight; sweep them now and then instead of on every call.
  if (Math.random() < 0.01) await pruneActivity(db, at);
}
