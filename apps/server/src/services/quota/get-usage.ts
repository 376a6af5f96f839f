import type { PlanId, Usage } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { planLimits } from "./plan-limits";
import { usagePeriod } from "./usage-period";

/** The workspace's plan and analyses counted this month, for "3 of 5 analyses used this month". */
export async function getUsage(
  db: Kysely<Database>,
  input: { workspaceId: string; plan: PlanId; billingEnabled: boolean; now: Date },
): Promise<Usage> {
  const { plan } = input;
  const period = usagePeriod(input.now);
  const row = await db
    .selectFrom("workspace_usage_counters")
    .select("count")
    .where("workspace_id", "=", input.workspaceId)
    .where("period", "=", period.id)
    .executeTakeFirst();
  return {
    plan,
    period: period.id,
    used: row?.count ?? 0,
    limit: planLimits(plan, input.billingEnabled).analysesPerMonth,
    resetsAt: period.resetsAt.toISOString(),
    billingEnabled: input.billingEnabled,
  };
}
