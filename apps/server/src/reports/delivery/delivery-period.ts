import type { ReportRange } from "../document/report-definition";

/** A period an e-mail covers: its key in the delivery tables and its days. */
export interface DeliveryPeriod {
  /** "2026-W48" (ISO week) or "2026-11" (calendar month). */
  key: string;
  range: ReportRange;
}

const DAY = 86_400_000;
const ymd = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The ISO week (Monday to Sunday, UTC) before the one `now` is in. A weekly e-mail covers it all
 * through the following week, so a job that could not run on Monday (downtime) still sends it on
 * Tuesday or Sunday; on the next Monday it is the next week's turn, and an older week is never sent.
 */
export function weekJustEnded(now: Date): DeliveryPeriod {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weekday = new Date(today).getUTCDay() || 7;
  const monday = today - (weekday - 1) * DAY - 7 * DAY;
  return { key: isoWeekKey(new Date(monday)), range: { from: ymd(monday), to: ymd(monday + 6 * DAY) } };
}

/** The calendar month (UTC) before the one `now` is in. */
export function monthJustEnded(now: Date): DeliveryPeriod {
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - DAY;
  return { key: ymd(first).slice(0, 7), range: { from: ymd(first), to: ymd(last) } };
}

/** ISO 8601 week key: weeks start on Monday and belong to the year that holds their Thursday. */
export function isoWeekKey(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}
