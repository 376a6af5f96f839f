import { PLANS, type PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import type { Logger } from "../lib/logger";
import { planLimits } from "./plan-limits";
import { reserveAnalysis, UPGRADE_URL } from "./reserve-analysis";

export interface AnalysisQuotaInput {
  workspaceId: string;
  /** The workspace's plan as read for this request (never as the client says). */
  plan: PlanId;
  competitorCount: number;
  billingEnabled: boolean;
  now: Date;
  logger: Logger;
}

/**
 * Runs one analysis under the workspace's plan: refuses more competitors than the
 * plan allows (402), counts the analysis before it runs (429 when the month
 * is used up) and uncounts it when it fails, so only finished analyses count.
 * An analysis with competitors counts once.
 */
export async function withAnalysisQuota<T>(
  db: Kysely<Database>,
  input: AnalysisQuotaInput,
  run: () => Promise<T>,
): Promise<T> {
  const { plan } = input;
  const limits = planLimits(plan, input.billingEnabled);
  if (input.competitorCount > limits.maxCompetitors) {
    const more = plan === "basic" ? ` Upgrade to Pro to compare up to ${PLANS.pro.maxCompetitors}.` : "";
    throw new AppError(
      "PAYMENT_REQUIRED",
      `The ${PLANS[plan].name} plan compares up to ${limits.maxCompetitors} competitors per analysis; ` +
        `you sent ${input.competitorCount}.${more}`,
      {
        details: {
          limit: limits.maxCompetitors,
          requested: input.competitorCount,
          ...(plan === "basic" ? { upgradeUrl: UPGRADE_URL } : {}),
        },
      },
    );
  }
  const reservation = await reserveAnalysis(db, {
    workspaceId: input.workspaceId,
    plan,
    limit: limits.analysesPerMonth,
    now: input.now,
  });
  try {
    return await run();
  } catch (error) {
    await reservation.release().catch((releaseError: unknown) => {
      input.logger.error("could not uncount a failed analysis", {
        workspaceId: input.workspaceId,
        period: reservation.period,
        error: String(releaseError),
      });
    });
    throw error;
  }
}
