import { scheduleJob } from "../../../jobs/job-definition";
import type { JobQueue } from "../../../jobs/job-queue";
import { searchConsoleImportJobKind } from "../jobs/search-console-import-kind";

export const importScheduleName = (projectId: string) => `project:${projectId}:search-console`;

/**
 * A linked project's daily import, in the job queue's cron table like its other schedules. At
 * 06:MM UTC, after Google's day has settled, each project at its own minute (spread as
 * project-schedules.ts spreads checks).
 */
export async function scheduleSearchConsoleImport(jobs: JobQueue, projectId: string): Promise<void> {
  let hash = 0;
  for (const ch of projectId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  await scheduleJob(jobs, importScheduleName(projectId), `${hash % 60} 6 * * *`, searchConsoleImportJobKind, {
    projectId,
    trigger: "schedule",
  });
}

export async function unscheduleSearchConsoleImport(jobs: JobQueue, projectId: string): Promise<void> {
  await jobs.unschedule(importScheduleName(projectId));
}
