import type { PageSchedule } from "@ranklens/shared";

/**
 * The period a scheduled run belongs to, in UTC: the day ("2026-11-24") for daily schedules, the
 * ISO week ("2026-W48") for weekly ones. A project has one run per period (project_runs is unique
 * on project and period), so a second job for the same period — another worker's tick, a retry —
 * finds the run instead of making another.
 */
export function periodKey(at: Date, schedule: PageSchedule): string {
  if (schedule === "weekly") return isoWeek(at);
  return at.toISOString().slice(0, 10);
}

/** A manual run's period: its own row ("Check now" creates the row first). */
export const manualPeriodKey = (runId: string) => `manual:${runId}`;

/** ISO 8601 week: weeks start on Monday and belong to the year that holds their Thursday. */
function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}
