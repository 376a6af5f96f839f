import type { PageSchedule } from "@ranklens/shared";
import type { Job } from "../../jobs/job-queue";
import { periodKey } from "./period-key";

/**
 * The time a scheduled job stands for. A schedule's job carries its due time in its singleton key
 * ("schedule:<name>:<ISO time>", jobs/kysely-job-queue.ts and pg-boss-job-queue.ts): unlike
 * `runAt`, it does not move when a retry is delayed, so a retry just after midnight still
 * belongs to the day it was due. Other jobs: their `runAt`.
 */
export function scheduledAt(job: Pick<Job, "singletonKey" | "runAt">): Date {
  const due = job.singletonKey?.match(/^schedule:.*:(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)$/)?.[1];
  return due ? new Date(due) : job.runAt;
}

/** The period of a scheduled project check: its due day (daily) or ISO week (weekly), UTC. */
export function scheduledPeriodKey(job: Pick<Job, "singletonKey" | "runAt">, schedule: PageSchedule): string {
  return periodKey(scheduledAt(job), schedule === "off" ? "daily" : schedule);
}
