/**
 * Dates as the whole app shows them, in the reader's locale: "Nov 24, 2026,
 * 6:15 AM" (date and time) or "Nov 24, 2026" (date). A value that is not a
 * date is shown as it came, rather than "Invalid Date".
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** A date without the time ("Nov 24, 2026" in en-US). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { dateStyle: "medium" });
}

/**
 * Date and time to the second: what tells two monitoring checks a minute apart (Check now
 * twice) from each other in a timeline or a picker.
 */
export function formatDateTimeSeconds(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });
}

/** A UTC day ("2026-11-24") as a date, read in UTC so a reader west of Greenwich does not see the day before. */
export function formatUtcDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(undefined, { dateStyle: "medium", timeZone: "UTC" });
}
