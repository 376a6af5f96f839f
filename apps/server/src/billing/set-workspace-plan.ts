import { PLANS, type PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import { recordActivity } from "../workspaces/record-activity";

/**
 * Sets a workspace's plan (billing webhooks, operator command) and logs the
 * change in its activity. The plan is read on every request, so the change
 * applies at once: quotas, seats, API keys. Returns whether it changed
 * (false when it already was that plan or there is no such workspace).
 */
export async function setWorkspacePlan(
  db: Kysely<Database>,
  workspaceId: string,
  plan: PlanId,
  /** Who made the change, for the activity log ("Stripe", "the operator"). */
  by: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable("workspaces")
      .set({ plan, updated_at: new Date().toISOString() })
      .where("id", "=", workspaceId)
      .where("plan", "<>", plan)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    if (changed) {
      await recordActivity(trx, {
        workspaceId,
        actorId: null,
        type: "plan.changed",
        summary: `${by} changed the plan to ${PLANS[plan].name}`,
      });
    }
    return changed;
  });
}
