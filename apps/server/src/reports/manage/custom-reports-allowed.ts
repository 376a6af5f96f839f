import type { PlanId } from "@ranklens/shared";
import { AppError } from "../../errors";
import { planIncludes } from "../../quota/plan-limits";
import { UPGRADE_URL } from "../../quota/reserve-monthly-count";

/** Whether a workspace on `plan` may design reports (Pro's "Custom reports"); without plans, every workspace may. */
export function customReportsAllowed(plan: PlanId, billingEnabled: boolean): boolean {
  return planIncludes(plan, billingEnabled, "customReports");
}

/** 402 with the upgrade link for a workspace whose plan has no custom reports. */
export function requireCustomReports(plan: PlanId, billingEnabled: boolean): void {
  if (!customReportsAllowed(plan, billingEnabled))
    throw new AppError("PAYMENT_REQUIRED", "Custom reports are part of the Pro plan.", {
      details: { upgradeUrl: UPGRADE_URL },
    });
}
