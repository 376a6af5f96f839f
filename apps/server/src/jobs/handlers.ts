import type { AppDeps } from "../app-env";
import { notifyChanges } from "../monitoring/alerts/notify-changes";
import { ALERT_DIGEST_JOB, alertDigestJobKind } from "../monitoring/jobs/alert-digest-job";
import { projectCheckJobKind } from "../monitoring/jobs/project-check-job";
import { projectRecrawlJobKind } from "../monitoring/jobs/project-recrawl-job";
import { appMonitoringDeps } from "../monitoring/runs/app-monitoring-deps";
import { PROJECT_CHECK_JOB, PROJECT_RECRAWL_JOB } from "../monitoring/runs/project-schedules";
import { crawlRunDeps } from "../site-audit/crawl/crawl-run-deps";
import { CRAWL_JOB, crawlJobKind } from "../site-audit/jobs/crawl-job";
import type { JobHandler, WorkOptions } from "./job-queue";

/** A kind of job this process works on: its handler (one file per kind) and how many run at once. */
export interface JobKind {
  // biome-ignore lint/suspicious/noExplicitAny: each kind has its own payload type
  handler: JobHandler<any>;
  options?: WorkOptions;
}

/** Every job kind, by name, wired to this process's dependencies; `npm start` and `npm run worker` work on all of them. */
export function jobKinds(deps: AppDeps): Record<string, JobKind> {
  return {
    [CRAWL_JOB]: crawlJobKind(deps, crawlRunDeps(deps)),
    [ALERT_DIGEST_JOB]: alertDigestJobKind(deps),
    [PROJECT_CHECK_JOB]: projectCheckJobKind(
      deps,
      appMonitoringDeps(deps, (input) => notifyChanges(deps, input)),
      { billingEnabled: deps.env.BILLING === "on" },
    ),
    [PROJECT_RECRAWL_JOB]: projectRecrawlJobKind(deps),
  };
}
