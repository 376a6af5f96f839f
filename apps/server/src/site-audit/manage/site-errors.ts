import { PLANS, type PlanId } from "@ranklens/shared";
import { AppError } from "../../errors";
import { UPGRADE_URL } from "../../quota/reserve-monthly-count";

/** 402: the plan's sites are all taken; Basic is told where to get more. */
export function siteLimit(plan: PlanId, limit: number): AppError {
  const sites = limit === 1 ? "1 site" : `up to ${limit} sites`;
  const more =
    plan === "basic"
      ? ` Delete it or upgrade to Pro for up to ${PLANS.pro.sites} sites.`
      : " Delete one to add another.";
  return new AppError("PAYMENT_REQUIRED", `The ${PLANS[plan].name} plan audits ${sites}.${more}`, {
    details: { limit, ...(plan === "basic" ? { upgradeUrl: UPGRADE_URL } : {}) },
  });
}
