/** Search Console's data is about two days behind: the newest day an import asks for is today − 2. */
export const SEARCH_CONSOLE_LAG_DAYS = 2;
/** The first import reads this many days back. */
export const FIRST_IMPORT_DAYS = 90;
/** Later imports read again the days Google may still complete (its late data). */
export const REREAD_DAYS = 3;

const DAY_MS = 86_400_000;

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * The days (YYYY-MM-DD, oldest first) an import reads: the last 90 days the first time, then from
 * the newest day imported − 3 to today − 2. Empty when there is nothing new to read.
 */
export function importDays(importedThrough: string | null, now: Date): string[] {
  const end = addDays(isoDay(now), -SEARCH_CONSOLE_LAG_DAYS);
  const start = importedThrough
    ? addDays(importedThrough, -REREAD_DAYS)
    : addDays(isoDay(now), -FIRST_IMPORT_DAYS);
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}
