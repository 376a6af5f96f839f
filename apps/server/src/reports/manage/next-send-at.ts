import type { ReportCadence } from "@ranklens/shared";

/** The hour (UTC) scheduled reports and the weekly summary go out (the report-deliveries job's cron). */
export const REPORT_SEND_HOUR_UTC = 7;
const SEND_MINUTE = 30;

/**
 * When a schedule next sends: weekly reports on Monday at 07:30 UTC (the week just ended), monthly
 * ones on the 1st (the month just ended). Null when off. The job's cron runs daily; this is the
 * first run that finds the period due.
 */
export function nextSendAt(cadence: ReportCadence, now: Date): string | null {
  if (cadence === "off") return null;
  const at = (y: number, m: number, d: number) =>
    new Date(Date.UTC(y, m, d, REPORT_SEND_HOUR_UTC, SEND_MINUTE));
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (cadence === "monthly") {
    const thisMonth = at(y, m, 1);
    return (thisMonth > now ? thisMonth : at(y, m + 1, 1)).toISOString();
  }
  const daysToMonday = (8 - now.getUTCDay()) % 7;
  const monday = at(y, m, now.getUTCDate() + daysToMonday);
  return (monday > now ? monday : at(y, m, now.getUTCDate() + daysToMonday + 7)).toISOString();
}
