import type { AppDeps } from "../../app-env";
import type { ProjectJobPayload } from "../../services/monitoring/project-schedules";
import { recrawlProjectSite } from "../../services/monitoring/recrawl-project-site";
import { scheduledAt } from "../../services/monitoring/scheduled-period";
import type { JobKind } from "../handlers";

export { PROJECT_RECRAWL_JOB } from "../../services/monitoring/project-schedules";

/**
 * A project's weekly or monthly recrawl: finds or creates the workspace's site for the project's
 * URL and starts a site audit crawl within the plan's limits (services/monitoring/recrawl-project-site.ts).
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
