import type { PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import { setWorkspacePlan } from "../src/billing/set-workspace-plan";
import type { Database } from "../src/db/schema";

/** The workspace sign-up gave a user: the oldest one they own. */
export async function personalWorkspaceId(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom("workspace_members")
    .select("workspace_id")
    .where("user_id", "=", userId)
    .where("role", "=", "owner")
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.workspace_id;
}

/** Puts a user's own workspace on a plan, as Stripe or the operator would. */
export async function setPersonalPlan(db: Kysely<Database>, userId: string, plan: PlanId): Promise<string> {
  const workspaceId = await personalWorkspaceId(db, userId);
  await setWorkspacePlan(db, workspaceId, plan, "A test");
  return workspaceId;
}
