import { PLANS, type PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import { formatResetDate, type UsagePeriod, usagePeriod } from "./usage-period";

/** Where the quota message sends people (the web app's upgrade page). */
export const UPGRADE_URL = "/upgrade";

/** What a plan counts per month: the plural noun is also the quota message's word. */
export type MonthlyCounter = "analyses" | "crawls";

/**
 * The `workspace_usage_counters.period` key of a counter's month. Analyses were the first
 * counter and keep the bare month ("2026-11", what every existing row and the usage display
 * read); every later counter prefixes its name ("crawls:2026-11"), so one table and one atomic
 * upsert serve them all without a schema change.
 */
export function counterPeriodKey(counter: MonthlyCounter, period: UsagePeriod): string {
  return counter === "analyses" ? period.id : `${counter}:${period.id}`;
}

/** One thing counted against a month; give it back if it did not happen after all. */
export interface MonthlyReservation {
  period: string;
  /** Counted this period, this one included. */
  used: number;
  /**
   * Uncounts it, in the period it was counted in (never below zero); through `using` when the
   * database it was counted with is a transaction that has ended since.
   */
  release(using?: Kysely<Database>): Promise<void>;
}

export interface ReserveMonthlyCountInput {
  counter: MonthlyCounter;
  workspaceId: string;
  plan: PlanId;
  /** Allowed per month; null = unlimited (still counted, for the usage display). */
  limit: number | null;
  now: Date;
}

/**
 * Counts one for the workspace's current month in ONE statement: an upsert whose update only
 * applies while the count is under the limit. When no row comes back the month is used up, so
 * concurrent requests on any number of app servers can never exceed the limit
 * (research/security.md §4.1). Over the limit: 429 QUOTA_EXCEEDED naming the limit and the
 * reset date. `db` may be a transaction: the count then stands or falls with it.
 */
export async function reserveMonthlyCount(
  db: Kysely<Database>,
  input: ReserveMonthlyCountInput,
): Promise<MonthlyReservation> {
  const period = usagePeriod(input.now);
  const key = counterPeriodKey(input.counter, period);
  const { limit } = input;
  const row =
    limit !== null && limit <= 0
      ? undefined
      : await db
          .insertInto("workspace_usage_counters")
          .values({ workspace_id: input.workspaceId, period: key, count: 1 })
          .onConflict((oc) => {
            const update = oc
              .columns(["workspace_id", "period"])
              .doUpdateSet((eb) => ({ count: eb("workspace_usage_counters.count", "+", 1) }));
            return limit === null ? update : update.where("workspace_usage_counters.count", "<", limit);
          })
          .returning("count")
          .executeTakeFirst();
  if (!row) {
    const used = await countUsed(db, input.workspaceId, key);
    const planName = PLANS[input.plan].name;
    const noun = input.counter;
    throw new AppError(
      "QUOTA_EXCEEDED",
      `You have used all ${limit} ${noun} of the ${planName} plan for ${period.monthName}. ` +
        `They reset on ${formatResetDate(period.resetsAt)}. Upgrade to Pro for unlimited ${noun}.`,
      {
        details: { limit, used, resetsAt: period.resetsAt.toISOString(), upgradeUrl: UPGRADE_URL },
      },
    );
  }
  return {
    period: period.id,
    used: row.count,
    release: async (using = db) => {
      await using
        .updateTable("workspace_usage_counters")
        .set((eb) => ({ count: eb("count", "-", 1) }))
        .where("workspace_id", "=", input.workspaceId)
        .where("period", "=", key)
        .where("count", ">", 0)
        .execute();
    },
  };
}

async function countUsed(db: Kysely<Database>, workspaceId: string, key: string): Promise<number> {
  const row = await db
    .selectFrom("workspace_usage_counters")
    .select("count")
    .where("workspace_id", "=", workspaceId)
    .where("period", "=", key)
    .executeTakeFirst();
  return row?.count ?? 0;
}
