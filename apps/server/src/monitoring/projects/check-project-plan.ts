import type { CrawlSchedule, PageSchedule, PlanId } from "@ranklens/shared";
import type { PlanLimits } from "../../quota/plan-limits";
import { scheduleNotInPlan, trackedPagesLimit } from "./project-errors";

export interface ProjectPlan {
  plan: PlanId;
  limits: Pick<PlanLimits, "projects" | "trackedPagesPerProject" | "pageSchedules" | "crawlSchedules">;
}

/** Refuses (402) schedules the plan does not include and more tracked pages than it allows. */
export function checkProjectPlan(
  { plan, limits }: ProjectPlan,
  project: { pageSchedule?: PageSchedule; crawlSchedule?: CrawlSchedule; pageCount?: number },
): void {
  if (project.pageSchedule && !limits.pageSchedules.includes(project.pageSchedule)) {
    throw scheduleNotInPlan(plan, "pageSchedule", project.pageSchedule, limits.pageSchedules);
  }
  if (project.crawlSchedule && !limits.crawlSchedules.includes(project.crawlSchedule)) {
    throw scheduleNotInPlan(plan, "crawlSchedule", project.crawlSchedule, limits.crawlSchedules);
  }
  if (project.pageCount !== undefined && project.pageCount > limits.trackedPagesPerProject) {
    throw trackedPagesLimit(plan, limits.trackedPagesPerProject, project.pageCount);
  }
}
