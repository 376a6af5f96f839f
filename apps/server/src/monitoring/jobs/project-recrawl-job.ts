import type { AppDeps } from "../../app-env";
import type { JobKind } from "../../jobs/handlers";
import type { ProjectJobPayload } from "../runs/project-schedules";
import { recrawlProjectSite } from "../runs/recrawl-project-site";
import { scheduledAt } from "../runs/scheduled-period";

export { PROJECT_RECRAWL_JOB } from "../runs/project-schedules";

/**
 * A project's weekly or monthly recrawl: finds or creates the workspace's site for the project's
 * URL and starts a site audit crawl within the plan's limits (monitoring/runs/recrawl-project-site.ts).
 * The crawl is its own job; this one only starts it, once per due time.
 */
export function projectRecrawlJobKind(deps: AppDeps): JobKind {
  return {
    options: { concurrency: 1 },
    async handler({ job, payload }) {
      const { projectId } = payload as ProjectJobPayload;
      const result = await recrawlProjectSite(deps, {
        projectId,
        dueAt: scheduledAt(job),
        billingEnabled: deps.env.BILLING === "on",
      });
      deps.logger.info("project recrawl", { projectId, ...result });
    },
  };
}
