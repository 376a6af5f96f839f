import type { AppDeps } from "../../app-env";
import { defineJob } from "../../jobs/job-definition";
import { recrawlProjectSite } from "../runs/recrawl-project-site";
import { scheduledAt } from "../runs/scheduled-period";
import { ProjectJobPayload } from "./project-check-job";

/** The project recrawl's name and payload: what a project's crawl schedule enqueues. */
export const projectRecrawlJobKind = { name: "project-recrawl", payload: ProjectJobPayload };

/**
 * A project's weekly or monthly recrawl: finds or creates the workspace's site for the project's
 * URL and starts a site audit crawl within the plan's limits (monitoring/runs/recrawl-project-site.ts).
 * The crawl is its own job; this one only starts it, once per due time.
 */
export const projectRecrawlJob = defineJob({
  ...projectRecrawlJobKind,
  deps: (app: AppDeps) => app,
  options: { concurrency: 1 },
  async handler(app, { job, payload }) {
    const { projectId } = payload;
    const result = await recrawlProjectSite(app, {
      projectId,
      dueAt: scheduledAt(job),
      billingEnabled: app.billingEnabled,
    });
    app.logger.info("project recrawl", { projectId, ...result });
  },
});
