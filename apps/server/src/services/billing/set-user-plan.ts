import type { PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Sets a user's plan (billing webhooks, operator command). The plan is read
 * on every request, so the change applies at once: quotas, API keys.
 * Returns false when there is no such user.
 */
export async function setUserPlan(db: Kysely<Database>, userId: string, plan: PlanId): Promise<boolean> {
  const result = await db.updateTable("user").set({ plan }).where("id", "=", userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
