import { PLANS, type PlanId } from "@ranklens/shared";

/**
 * Whether a workspace's scheduled custom reports go out: its plan lists "Custom reports" in the one
 * plans config (Pro), or billing is off and every workspace has Pro's allowances. Checked at every
 * send, not only when the schedule was saved: a workspace that moved to Basic keeps its reports'
 * schedules but they stay quiet until it is back on Pro.
 */
export function customReportsAllowed(plan: string, billingEnabled: boolean): boolean {
  if (!billingEnabled) return true;
  const features = PLANS[plan as PlanId]?.features ?? [];
  return features.some((feature) => feature.capability === "customReports");
}
