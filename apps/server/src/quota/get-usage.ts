import type { PlanId, Usage } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { planLimits } from "./plan-limits";
import { counterPeriodKey } from "./reserve-monthly-count";
import { usagePeriod } from "./usage-period";

/** The workspace's plan and the analyses and crawls counted this month, for "3 of 5 analyses used this month". */
export async function getUsage(
  db: Kysely<Database>,
  input: { workspaceId: string; plan: PlanId; billingEnabled: boolean; now: Date },
): Promise<Usage> {
  const { plan } = input;
  const period = usagePeriod(input.now);
  const keys = { analyses: counterPeriodKey("analyses", period), crawls: counterPeriodKey("crawls", period) };
  const rows = await db
    .selectFrom("workspace_usage_counters")
    .select(["period", "count"])
    .where("workspace_id", "=", input.workspaceId)
    .where("period", "in", [keys.analyses, keys.crawls])
    .execute();
  const counted = (key: string) => rows.find((row) => row.period === key)?.count ?? 0;
  const limits = planLimits(plan, input.billingEnabled);
  return {
    plan,
    period: period.id,
    used: counted(keys.analyses),
    limit: limits.analysesPerMonth,
    resetsAt: period.resetsAt.toISOString(),
    billingEnabled: input.billingEnabled,
    crawls: { used: counted(keys.crawls), limit: limits.crawlsPerMonth },
  };
}
