import type { ReportCadence } from "@ranklens/shared";
import { type DeliveryPeriod, monthJustEnded, weekJustEnded } from "./delivery-period";

/**
 * When the report deliveries job runs: daily at 07:30 UTC, half an hour after the alert digest
 * (07:00), so the two mail runs do not start on the same minute. Daily, not weekly or monthly:
 * a day the server was down is made up the next day. The schedule's `nextSendAt`
 * (manage/next-send-at.ts) names the same minute.
 */
export const REPORT_DELIVERIES_CRON = "30 7 * * *";

/**
 * Days into a month that a monthly report missed on the 1st (downtime) is still sent. A week, the
 * same grace a weekly report gets; past it, last month's figures would arrive mid-month, so the
 * report waits for the next 1st instead.
 */
export const MONTHLY_CATCH_UP_DAYS = 7;

/** The period a scheduled report sends at `now`, or null when none is due (off, or past the catch-up). */
export function dueReportPeriod(cadence: ReportCadence, now: Date): DeliveryPeriod | null {
  if (cadence === "weekly") return weekJustEnded(now);
  if (cadence === "monthly") return now.getUTCDate() <= MONTHLY_CATCH_UP_DAYS ? monthJustEnded(now) : null;
  return null;
}

/** The moment a period ended (ISO, the start of the day after its last day): from then on it can be sent. */
export function periodEndedAt(period: DeliveryPeriod): string {
  return new Date(Date.parse(`${period.range.to}T00:00:00.000Z`) + 86_400_000).toISOString();
}
