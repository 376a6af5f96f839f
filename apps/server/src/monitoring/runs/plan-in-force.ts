import { PAGE_SCHEDULES, type PageSchedule, type PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { planLimits } from "../../quota/plan-limits";

/** What a project's run may do under its workspace's plan today. */
export interface MonitoringAllowance {
  /** The schedule the run works to: the project's, or the most frequent one the plan still allows. */
  pageSchedule: PageSchedule;
  /** Tracked pages a run observes (the first ones added). */
  maxPages: number;
}

/**
 * Limits are checked when a project is created or edited, but a workspace can move to a smaller
 * plan afterwards: its daily schedule and 1,000 pages stay in the tables. Each run therefore takes
 * the plan in force — a daily project on a plan that only allows weekly checks runs once per ISO
 * week (the other days' jobs find the week's run done), and only the plan's number of pages is
 * observed. Null when the project is gone.
 */
export async function monitoringAllowance(
  db: Kysely<Database>,
  projectId: string,
  billingEnabled: boolean,
): Promise<MonitoringAllowance | null> {
  const row = await db
    .selectFrom("projects")
    .innerJoin("workspaces", "workspaces.id", "projects.workspace_id")
    .select(["projects.page_schedule", "workspaces.plan"])
    .where("projects.id", "=", projectId)
    .executeTakeFirst();
  if (!row) return null;
  const limits = planLimits(row.plan as PlanId, billingEnabled);
  const wanted = row.page_schedule as PageSchedule;
  // PAGE_SCHEDULES runs from the most frequent to "off": the first allowed at or after the wanted one.
  const pageSchedule =
    PAGE_SCHEDULES.slice(PAGE_SCHEDULES.indexOf(wanted)).find((s) => limits.pageSchedules.includes(s)) ??
    "off";
  return { pageSchedule, maxPages: limits.trackedPagesPerProject };
}
