import type { ActivityType } from "@ranklens/shared";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { currentUser } from "../../middleware/require-user";
import { recordActivity } from "../record-activity";

export interface MemberActivity {
  type: ActivityType;
  /** What they did, after their name: "added the site “Shop” (https://shop.example/)". */
  did: string;
  /** See ActivityInput.coalesceWithinMs. */
  coalesceWithinMs?: number;
}

/**
 * Logs a change the calling member made to the workspace's shared work, after it succeeded:
 * "Ana added the site …", or "Ana (with an API key) …" when a script of theirs did it. Every
 * route that changes shared work calls this (test/security/activity-coverage.test.ts walks them).
 */
export async function logMemberActivity(
  c: Context<AppEnv>,
  workspaceId: string,
  activity: MemberActivity,
): Promise<void> {
  const user = currentUser(c);
  const who = c.get("authMethod") === "api-key" ? `${user.name} (with an API key)` : user.name;
  const { db, now } = c.get("deps");
  await recordActivity(db, {
    workspaceId,
    actorId: user.id,
    type: activity.type,
    summary: `${who} ${activity.did}`,
    now: now(),
    coalesceWithinMs: activity.coalesceWithinMs,
  });
}
