import { randomUUID } from "node:crypto";
import type { ActivityType } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
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
  /**
   * Skip the entry when the actor's newest one is this very summary, written less than this
   * long ago: a run of saves of one item is one line ("Ana saved “Pricing”"), not fifty.
   */
  coalesceWithinMs?: number;
}

/**
 * Appends one entry to a workspace's activity log, after the change it records
 * succeeded (inside its transaction where it has one), so the log never claims
 * something that did not happen.
 */
export async function recordActivity(db: Kysely<Database>, input: ActivityInput): Promise<void> {
  const at = input.now ?? new Date();
  if (input.coalesceWithinMs && input.actorId && (await sameAsLast(db, input, at))) return;
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

/** Whether the actor's newest entry in the workspace, within the coalescing window, says the same. */
async function sameAsLast(db: Kysely<Database>, input: ActivityInput, at: Date): Promise<boolean> {
  const since = new Date(at.getTime() - (input.coalesceWithinMs ?? 0)).toISOString();
  const last = await db
    .selectFrom("activity_log")
    .select(["type", "summary"])
    .where("workspace_id", "=", input.workspaceId)
    .where("created_at", ">=", since)
    .where("actor_id", "=", input.actorId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return last?.type === input.type && last.summary === input.summary;
}
