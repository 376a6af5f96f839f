import type { CrawlSchedule, PageSchedule } from "@ranklens/shared";
import { scheduleJob } from "../../jobs/job-definition";
import type { JobQueue } from "../../jobs/job-queue";
import { projectCheckJobKind } from "../jobs/project-check-job";
import { projectRecrawlJobKind } from "../jobs/project-recrawl-job";
import { rankCheckJobKind } from "../jobs/rank-check-job";

/**
 * Projects' schedules live in the job queue's cron table (one row per project and kind), so they
 * survive restarts and every worker ticks them without running one twice (the queue moves a
 * schedule's next time and enqueues its job in one transaction). Each project gets its own minute
 * of the early-morning hour, so a thousand daily projects do not all start at 05:00:00.
 */
export async function syncProjectSchedules(
  jobs: JobQueue,
  project: {
    id: string;
    pageSchedule: PageSchedule;
    crawlSchedule: CrawlSchedule;
    /** The provider its rankings are checked with (on the page schedule, an hour later); null: none. */
    rankProvider?: string | null;
  },
): Promise<void> {
  const minute = minuteOf(project.id);
  const pageCron = { daily: `${minute} 5 * * *`, weekly: `${minute} 5 * * 1`, off: null }[
    project.pageSchedule
  ];
  const crawlCron = { weekly: `${minute} 3 * * 0`, monthly: `${minute} 3 1 * *`, off: null }[
    project.crawlSchedule
  ];
  const rankCron =
    project.rankProvider && project.pageSchedule !== "off" ? pageCron?.replace(" 5 ", " 6 ") : null;
  const payload = { projectId: project.id, trigger: "schedule" } as const;
  if (pageCron) await scheduleJob(jobs, pageScheduleName(project.id), pageCron, projectCheckJobKind, payload);
  else await jobs.unschedule(pageScheduleName(project.id));
  if (crawlCron)
    await scheduleJob(jobs, crawlScheduleName(project.id), crawlCron, projectRecrawlJobKind, payload);
  else await jobs.unschedule(crawlScheduleName(project.id));
  if (rankCron) await scheduleJob(jobs, rankScheduleName(project.id), rankCron, rankCheckJobKind, payload);
  else await jobs.unschedule(rankScheduleName(project.id));
}

/** Removes both schedules (the project is being deleted). */
export async function removeProjectSchedules(jobs: JobQueue, projectId: string): Promise<void> {
  await jobs.unschedule(pageScheduleName(projectId));
  await jobs.unschedule(crawlScheduleName(projectId));
  await jobs.unschedule(rankScheduleName(projectId));
}

export const pageScheduleName = (projectId: string) => `project:${projectId}:pages`;
export const crawlScheduleName = (projectId: string) => `project:${projectId}:crawl`;
export const rankScheduleName = (projectId: string) => `project:${projectId}:ranks`;

/** A stable minute 0–59 from the project id. */
function minuteOf(id: string): number {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 60;
}
