import type { ReportCadence } from "@ranklens/shared";
import { nextCronTime } from "../../jobs/next-cron-time";
import { type DeliveryPeriod, monthJustEnded, weekJustEnded } from "./delivery-period";

/**
 * When the report deliveries job runs: daily at 07:30 UTC, half an hour after the alert digest
 * (07:00), so the two mail runs do not start on the same minute. Daily, not weekly or monthly:
 * a day the server was down is made up the next day.
 */
export const REPORT_DELIVERIES_CRON = "30 7 * * *";

/**
 * Days into a month that a monthly report missed on the 1st (downtime) is still sent. A week, the
 * same grace a weekly report gets; a report scheduled later in the month waits for the 1st rather
 * than arriving mid-month with last month's figures.
 */
export const MONTHLY_CATCH_UP_DAYS = 7;

/** The period a scheduled report sends at `now`, or null when none is due (off, or past the catch-up). */
export function dueReportPeriod(cadence: ReportCadence, now: Date): DeliveryPeriod | null {
  if (cadence === "weekly") return weekJustEnded(now);
  if (cadence === "monthly") return now.getUTCDate() <= MONTHLY_CATCH_UP_DAYS ? monthJustEnded(now) : null;
  return null;
}

/** Cron runs looked ahead for the next send: a month and a bit covers every cadence. */
const LOOKAHEAD_RUNS = 40;

/**
 * The next time the job will send this report (the schedule's `nextSendAt`): the first run whose
 * due period was not sent yet. `lastSentAt` on or after the day after a period's last day means
 * that period went out. Null when the cadence is off.
 */
export function nextReportSendAt(cadence: ReportCadence, lastSentAt: string | null, now: Date): Date | null {
  let at = now;
  for (let i = 0; i < LOOKAHEAD_RUNS; i++) {
    at = nextCronTime(REPORT_DELIVERIES_CRON, at);
    const period = dueReportPeriod(cadence, at);
    if (!period) continue;
    const sendableFrom = new Date(Date.parse(`${period.range.to}T00:00:00Z`) + 86_400_000).toISOString();
    if (lastSentAt === null || lastSentAt < sendableFrom) return at;
  }
  return null;
}
