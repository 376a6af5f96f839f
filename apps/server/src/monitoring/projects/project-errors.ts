import { PLANS, type PlanId } from "@ranklens/shared";
import { AppError, notFound } from "../../errors";
import { UPGRADE_URL } from "../../quota/reserve-monthly-count";

export const PROJECT_NOT_FOUND = "Project not found";
export const projectNotFound = () => notFound(PROJECT_NOT_FOUND);

const upgrade = (plan: PlanId) => (plan === "basic" ? { upgradeUrl: UPGRADE_URL } : {});
const count = (n: number) => n.toLocaleString("en-US");

/** 402: the plan's projects are all taken (the words of the sites' limit). */
export function projectLimit(plan: PlanId, limit: number): AppError {
  const projects = limit === 1 ? "1 project" : `up to ${count(limit)} projects`;
  const more =
    plan === "basic"
      ? ` Delete it or upgrade to Pro for up to ${count(PLANS.pro.projects)} projects.`
      : " Delete one to add another.";
  return new AppError("PAYMENT_REQUIRED", `The ${PLANS[plan].name} plan monitors ${projects}.${more}`, {
    details: { limit, ...upgrade(plan) },
  });
}

/** 402: more tracked pages (own and competitors') than one project may have. */
export function trackedPagesLimit(plan: PlanId, limit: number, requested: number): AppError {
  const more =
    plan === "basic" ? ` Upgrade to Pro to track up to ${count(PLANS.pro.trackedPagesPerProject)}.` : "";
  return new AppError(
    "PAYMENT_REQUIRED",
    `The ${PLANS[plan].name} plan tracks up to ${count(limit)} pages per project; this project would track ${count(requested)}.${more}`,
    { details: { field: "pages", limit, requested, ...upgrade(plan) } },
  );
}

/** 402: a schedule the plan does not include ("off" is always allowed). */
export function scheduleNotInPlan(
  plan: PlanId,
  field: "pageSchedule" | "crawlSchedule",
  value: string,
  allowed: readonly string[],
): AppError {
  const what = field === "pageSchedule" ? "checks tracked pages" : "recrawls the site";
  const on = allowed.filter((s) => s !== "off");
  const sentence =
    on.length === 0
      ? `The ${PLANS[plan].name} plan never ${field === "pageSchedule" ? "checks tracked pages" : "recrawls sites"} on a schedule.`
      : `The ${PLANS[plan].name} plan ${what} ${on.join(" or ")}, not ${value}.`;
  const more =
    plan === "basic"
      ? ` Upgrade to Pro for ${value} ${field === "pageSchedule" ? "checks" : "recrawls"}.`
      : "";
  return new AppError("PAYMENT_REQUIRED", `${sentence}${more}`, {
    details: { field, allowed, ...upgrade(plan) },
  });
}

/** 400: a tracked page on a host that is neither the site's nor a competitor's. */
export function pageOffSite(url: string, siteHost: string): AppError {
  return new AppError(
    "INVALID_REQUEST",
    `${url} is not on ${siteHost} or a competitor's site. Add its site as a competitor to track it.`,
    { details: { field: "pages", url } },
  );
}

/** 400: the project's own site listed as a competitor. */
export function competitorIsSite(host: string): AppError {
  return new AppError("INVALID_REQUEST", `${host} is the project's own site, not a competitor.`, {
    details: { field: "competitors", host },
  });
}
