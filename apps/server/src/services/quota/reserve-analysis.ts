import { PLANS, type PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { formatResetDate, usagePeriod } from "./usage-period";

/** Where the quota message sends people (the web app's upgrade page). */
export const UPGRADE_URL = "/upgrade";

/** One analysis counted against a month; give it back if the analysis fails. */
export interface AnalysisReservation {
  period: string;
  /** Analyses counted this period, this one included. */
  used: number;
  /** Uncounts the analysis (it failed), in the period it was counted in. */
  release(): Promise<void>;
}

export interface ReserveAnalysisInput {
  workspaceId: string;
  plan: PlanId;
  /** Analyses allowed per month; null = unlimited (still counted, for the usage display). */
  limit: number | null;
  now: Date;
}

/**
 * Counts one analysis for the workspace's current month in ONE statement: an
 * upsert whose update only applies while the count is under the limit. When
 * no row comes back the month is used up, so concurrent requests on any
 * number of app servers can never exceed the limit (research/security.md §4.1).
 * Over the limit: 429 QUOTA_EXCEEDED naming the limit and the reset date.
 */
export async function reserveAnalysis(
  db: Kysely<Database>,
  input: ReserveAnalysisInput,
): Promise<AnalysisReservation> {
  const period = usagePeriod(input.now);
  const { limit } = input;
  const row =
    limit !== null && limit <= 0
      ? undefined
      : await db
          .insertInto("workspace_usage_counters")
          .values({ workspace_id: input.workspaceId, period: period.id, count: 1 })
          .onConflict((oc) => {
            const update = oc
              .columns(["workspace_id", "period"])
              .doUpdateSet((eb) => ({ count: eb("workspace_usage_counters.count", "+", 1) }));
            return limit === null ? update : update.where("workspace_usage_counters.count", "<", limit);
          })
          .returning("count")
          .executeTakeFirst();
  if (!row) {
    const used = await countUsed(db, input.workspaceId, period.id);
    const planName = PLANS[input.plan].name;
    throw new AppError(
      "QUOTA_EXCEEDED",
      `You have used all ${limit} analyses of the ${planName} plan for ${period.monthName}. ` +
        `They reset on ${formatResetDate(period.resetsAt)}. Upgrade to Pro for unlimited analyses.`,
      {
        details: { limit, used, resetsAt: period.resetsAt.toISOString(), upgradeUrl: UPGRADE_URL },
      },
    );
  }
  return {
    period: period.id,
    used: row.count,
    release: async () => {
      await db
        .updateTable("workspace_usage_counters")
        .set((eb) => ({ count: eb("count", "-", 1) }))
        .where("workspace_id", "=", input.workspaceId)
        .where("period", "=", period.id)
        .where("count", ">", 0)
        .execute();
    },
  };
}

async function countUsed(db: Kysely<Database>, workspaceId: string, period: string): Promise<number> {
  const row = await db
    .selectFrom("workspace_usage_counters")
    .select("count")
    .where("workspace_id", "=", workspaceId)
    .where("period", "=", period)
    .executeTakeFirst();
  return row?.count ?? 0;
}
