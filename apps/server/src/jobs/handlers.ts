import type { AppDeps } from "../app-env";
import { crawlRunDeps } from "../crawler/crawl-run-deps";
import { notifyChanges } from "../services/alerts/notify-changes";
import { appMonitoringDeps } from "../services/monitoring/app-monitoring-deps";
import { PROJECT_CHECK_JOB, PROJECT_RECRAWL_JOB } from "../services/monitoring/project-schedules";
import type { JobHandler, WorkOptions } from "./job-queue";
import { ALERT_DIGEST_JOB, alertDigestJobKind } from "./kinds/alert-digest";
import { CRAWL_JOB, crawlJobKind } from "./kinds/crawl";
import { projectCheckJobKind } from "./kinds/project-check";
import { projectRecrawlJobKind } from "./kinds/project-recrawl";

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
