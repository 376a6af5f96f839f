import type { Usage } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { getUserPlan } from "./get-user-plan";
import { planLimits } from "./plan-limits";
import { usagePeriod } from "./usage-period";

/** The user's plan and analyses counted this month, for "3 of 5 analyses used this month". */
export async function getUsage(
  db: Kysely<Database>,
  input: { userId: string; billingEnabled: boolean; now: Date },
): Promise<Usage> {
  const plan = await getUserPlan(db, input.userId);
  const period = usagePeriod(input.now);
  const row = await db
    .selectFrom("usage_counters")
    .select("count")
    .where("user_id", "=", input.userId)
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
