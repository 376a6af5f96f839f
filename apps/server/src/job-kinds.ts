import type { AppDeps } from "./app-env";
import type { JobDefinition } from "./jobs/job-definition";
import {
  alertDigestJob,
  projectCheckJob,
  projectRecrawlJob,
  rankCheckJob,
  rankCollectJob,
} from "./monitoring";
import { reportDeliveriesJob } from "./reports";
import { searchConsoleImportJob } from "./search-data";
import { applyIssueRulesJob, crawlJob } from "./site-audit";

/**
 * Every kind of background job (ADR 022): `npm start` and `npm run worker` work on all of them. A
 * new kind is one definition in its domain's `jobs/` folder (`defineJob`) and one line here.
 */
// biome-ignore lint/suspicious/noExplicitAny: each kind has its own dependencies and payload
export const jobKinds: readonly JobDefinition<AppDeps, any, any>[] = [
  crawlJob,
  applyIssueRulesJob,
  projectCheckJob,
  projectRecrawlJob,
  alertDigestJob,
  searchConsoleImportJob,
  rankCheckJob,
  rankCollectJob,
  reportDeliveriesJob,
];
