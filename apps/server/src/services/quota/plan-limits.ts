import { PLANS, type PlanId } from "@ranklens/shared";

/** What a user may do under their plan on this server. */
export interface PlanLimits {
  /** Analyses per calendar month (UTC); null = unlimited. */
  analysesPerMonth: number | null;
  /** Competitor URLs per analysis. */
  maxCompetitors: number;
  /** Whether the user's API keys work. */
  apiAccess: boolean;
}

/**
 * The limits of `plan`, from the one plans config. With billing off
 * (self-hosted without plans) everyone gets the Pro plan's allowances.
 */
export function planLimits(plan: PlanId, billingEnabled: boolean): PlanLimits {
  const effective = billingEnabled ? PLANS[plan] : PLANS.pro;
  return {
    analysesPerMonth: effective.analysesPerMonth,
    maxCompetitors: effective.maxCompetitors,
    apiAccess: effective.apiAccess,
  };
}
