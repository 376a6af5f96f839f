import { PLAN_IDS, PLANS, type PlanId, SUPPORT_HOURS } from "@ranklens/shared/plans";

/** One plan's support level, as the help page's "Support response times" lists it. */
export interface SupportResponseTime {
  plan: PlanId;
  planName: string;
  /** e.g. "within 1 business day" */
  target: string;
  priority: boolean;
}

/** Every plan's first-reply target and priority, from the plans config, in the plans' order. */
export function supportResponseTimes(): SupportResponseTime[] {
  return PLAN_IDS.map((plan) => ({
    plan,
    planName: PLANS[plan].name,
    target: PLANS[plan].supportResponseTarget,
    priority: PLANS[plan].prioritySupport,
  }));
}

/**
 * What a request from a workspace on `plan` can expect, as one sentence:
 * "We aim to send a first reply within 1 business day (Monday to Friday, 9am
 * to 5pm Pacific time)." A target, said as one, in business hours only.
 */
export function responseTargetSentence(target: string): string {
  return `We aim to send a first reply ${target} (${SUPPORT_HOURS}).`;
}
