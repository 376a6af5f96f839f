import type { AppDeps } from "./app-env";
import type { JobDefinition } from "./jobs/job-definition";
import { alertDigestJob } from "./monitoring/jobs/alert-digest-job";
import { projectCheckJob } from "./monitoring/jobs/project-check-job";
import { projectRecrawlJob } from "./monitoring/jobs/project-recrawl-job";
import { crawlJob } from "./site-audit/jobs/crawl-job";

/**
 * Every kind of background job (ADR 022): `npm start` and `npm run worker` work on all of them. A
 * new kind is one definition in its domain's `jobs/` folder (`defineJob`) and one line here.
 */
// biome-ignore lint/suspicious/noExplicitAny: each kind has its own dependencies and payload
export const jobKinds: readonly JobDefinition<AppDeps, any, any>[] = [
  crawlJob,
  projectCheckJob,
  projectRecrawlJob,
  alertDigestJob,
];
